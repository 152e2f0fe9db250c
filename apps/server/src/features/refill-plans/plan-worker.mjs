// The refill planner in a worker thread, so the server keeps answering while it searches. The
// planner is TypeScript: this thread registers tsx's loader before loading it.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { planRefills } = await import('@back-office/refill-planner');
parentPort.postMessage(planRefills(workerData.instance, workerData.options));
