import { router } from '../../trpc/init.ts';
import { addUser } from './add-user.ts';
import { addUsersBulk } from './add-users-bulk.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';

export const usersRouter = router({ add: addUser, addBulk: addUsersBulk, get: getUser, list: listUsers });
