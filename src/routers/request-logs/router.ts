import { router } from '../../trpc/init.ts';
import { getRequestLog, listRequestLogs } from './request-logs.ts';

export const requestLogsRouter = router({ list: listRequestLogs, get: getRequestLog });
