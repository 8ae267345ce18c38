import { router } from '../../trpc/init.ts';
import { getEvent } from './get-event.ts';
import { listEvents } from './list-events.ts';

export const eventsRouter = router({ list: listEvents, get: getEvent });
