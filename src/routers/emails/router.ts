import { router } from '../../trpc/init.ts';
import { getEmail, listEmails } from './emails.ts';

export const emailsRouter = router({ list: listEmails, get: getEmail });
