import { router } from '../../trpc/init.ts';
import { getEvent } from './get-event.ts';
import { listEvents } from './list-events.ts';
import { redeliverEvent } from './redeliver-event.ts';

export const eventsRouter = router({ list: listEvents, get: getEvent, redeliver: redeliverEvent });
