import { router } from '../../trpc/init.ts';
import { getEnvironment } from './get-environment.ts';
import { listEnvironments } from './list-environments.ts';
import { updateEnvironment } from './update-environment.ts';

export const environmentsRouter = router({ list: listEnvironments, get: getEnvironment, update: updateEnvironment });
