import { jakartaDay } from '@back-office/domain';
import { stripedPng } from '@back-office/domain/png';
import { consoleSession } from './console';

/*
 * Virtual refillers for `npm run simulate -- --refillers`: each signs in to the console as a refiller
 * would on their phone and works through today's tasks in route order: starts the next one once its
 * time has come, and finishes it on a later beat with the machine filled up and a photo, or, now and
 * then, declines it with a note. When a beat fails (the server is away, the session ended) the
 * refiller signs in afresh on a later beat, sitting out 1, 2, 4 ... up to 32 beats in between.
 */

/** The most beats a refiller sits out between two tries while the server stays away. */
export const MOST_BEATS_SAT_OUT = 32;

export interface VirtualRefillerOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** The chance of declining a task instead of starting it (default 0.03). */
  declineRate?: number;
  random?: () => number;
  log?: (line: string) => void;
  /** What "now" is; the real clock unless given. */
  now?: () => Date;
}

interface TodayTask {
  id: number;
  state: 'PENDING' | 'STARTED';
  title: string;
  executionTime: string;
  machineStockIns: { ingredientId: number; currentStock: number; maxStock: number }[];
  load: { kind: string; itemId: number; quantity: number }[];
}

const TODAY = `query ($pageInput: PageInput!) {
  tasks(mine: true, pageInput: $pageInput) {
    results { id state title executionTime machineStockIns { ingredientId currentStock maxStock } load { kind itemId quantity } }
  }
}`;

/** The photo a refiller takes of the filled machine. */
const PHOTO = new Uint8Array(
  stripedPng(48, 64, [
    [60, 40, 30],
    [200, 170, 120],
    [240, 235, 225],
  ]),
);

export class VirtualRefiller {
  readonly stats = { started: 0, finished: 0, declined: 0 };
  private session: Awaited<ReturnType<typeof consoleSession>> | null = null;
  private failures = 0;
  private beatsToSitOut = 0;

  constructor(private readonly options: VirtualRefillerOptions) {}

  private log(line: string) {
    this.options.log?.(`${this.options.username}: ${line}`);
  }

  private get now() {
    return this.options.now?.() ?? new Date();
  }

  /** Today's unfinished tasks, in the order of the day's route. */
  private async today(): Promise<TodayTask[]> {
    const day = jakartaDay(this.now);
    const start = new Date(`${day}T00:00:00+07:00`);
    const end = new Date(start.getTime() + 86_400_000 - 1);
    const data = await this.session!<{ tasks: { results: TodayTask[] } }>(TODAY, {
      pageInput: {
        page: 1,
        size: 50,
        sorts: [{ field: 'executionTime', direction: 'ASC' }],
        filters: {
          operator: 'AND',
          options: [
            { field: 'executionTime', type: 'BETWEEN', values: [start.toISOString(), end.toISOString()] },
            { field: 'state', type: 'IN', values: ['PENDING', 'STARTED'] },
          ],
        },
      },
    });
    return data.tasks.results;
  }

  /** One beat of the refiller's day: finish the task in hand, or start (or decline) the next one due. */
  async tick(): Promise<void> {
    if (this.beatsToSitOut > 0) {
      this.beatsToSitOut -= 1;
      return;
    }
    try {
      await this.work();
      this.failures = 0;
    } catch (error) {
      // Whatever failed, the next try signs in again: the server may have restarted or ended the session.
      this.session = null;
      this.beatsToSitOut = Math.min(MOST_BEATS_SAT_OUT, 2 ** this.failures);
      this.failures += 1;
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      this.log(`could not go on (${reason}); tries again after ${this.beatsToSitOut} ${this.beatsToSitOut === 1 ? 'beat' : 'beats'}`);
    }
  }

  private async work(): Promise<void> {
    this.session ??= await consoleSession(this.options.baseUrl, this.options.username, this.options.password);
    const tasks = await this.today();
    const inHand = tasks.find((task) => task.state === 'STARTED');
    if (inHand) return this.finish(inHand);
    const next = tasks.find((task) => task.state === 'PENDING' && new Date(task.executionTime) <= this.now);
    if (!next) return;
    const random = this.options.random ?? Math.random;
    if (random() < (this.options.declineRate ?? 0.03)) {
      await this.session('mutation ($id: Int!, $note: String!) { declineTask(id: $id, note: $note) { id } }', { id: next.id, note: 'The building was closed for an event.' });
      this.stats.declined += 1;
      this.log(`declines "${next.title}"`);
      return;
    }
    await this.session('mutation ($id: Int!) { startTask(id: $id) { id } }', { id: next.id });
    this.stats.started += 1;
    this.log(`starts "${next.title}"`);
  }

  /** Fills every ingredient up to its maximum, adds the packaging brought, and finishes with a photo. */
  private async finish(task: TodayTask) {
    const image = await this.session!.upload(PHOTO, 'machine.png', 'image/png');
    const machineStockIns = task.machineStockIns.filter((stock) => stock.currentStock < stock.maxStock).map((stock) => ({ ingredientId: stock.ingredientId, currentStock: stock.maxStock }));
    const machineStockOuts = task.load.filter((item) => item.kind === 'packaging' && item.quantity > 0).map((item) => ({ packagingId: item.itemId, additionalStock: Math.round(item.quantity) }));
    await this.session!('mutation ($id: Int!, $input: FinishTaskInput!) { finishTask(id: $id, input: $input) { id } }', {
      id: task.id,
      input: { machineStockIns, machineStockOuts, note: 'Filled up and cleaned.', image },
    });
    this.stats.finished += 1;
    this.log(`finishes "${task.title}"`);
  }
}
