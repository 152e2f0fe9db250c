import { parentPort, workerData } from 'node:worker_threads';
import { planRefills, type InstanceInput, type PlanOptions } from '@back-office/refill-planner';

/* Plans in a worker thread, so the server keeps answering while the planner searches. */
const { instance, options } = workerData as { instance: InstanceInput; options: PlanOptions };
parentPort!.postMessage(planRefills(instance, options));
