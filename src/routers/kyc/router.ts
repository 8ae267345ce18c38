import { router } from '../../trpc/init.ts';
import { createKycSession } from './create-session.ts';
import { getKyc } from './get-kyc.ts';
import { updateKyc } from './update-kyc.ts';

export const kycRouter = router({ get: getKyc, update: updateKyc, createSession: createKycSession });
