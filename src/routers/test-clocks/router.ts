import { router } from '../../trpc/init.ts';
import { advanceTestClock, createTestClock, deleteTestClock, getTestClock, listTestClocks } from './test-clocks.ts';

export const testClocksRouter = router({
  create: createTestClock,
  list: listTestClocks,
  get: getTestClock,
  advance: advanceTestClock,
  delete: deleteTestClock,
});
