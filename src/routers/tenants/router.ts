import { router } from '../../trpc/init.ts';
import { getMe } from './get-me.ts';

export const tenantsRouter = router({ me: getMe });
