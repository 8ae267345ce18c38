import { z } from 'zod';
import { getKyc as get } from '../../services/kyc.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { userIdParam } from '../users/user.types.ts';
import { kycSchema, toKyc } from './kyc.types.ts';

export const getKyc = keyProcedure('kyc.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/kyc/{userId}',
      tags: ['KYC'],
      summary: "Retrieve a user's KYC record",
      description: "Another tenant's or environment's user is 404.",
    },
  })
  .input(z.object({ userId: userIdParam }).strict())
  .output(kycSchema)
  .query(async ({ ctx, input }) => toKyc(await get(ctx.db, ctx.principal, input.userId), ctx.principal.livemode));
