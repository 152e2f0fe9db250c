import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable, unavailableReason } from './database-errors';
import type { Database, DatabaseHandle } from './client';

/** How long the server waits for its database at start unless DATABASE_WAIT_SECONDS says otherwise. */
export const DEFAULT_WAIT_SECONDS = 180;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 3_000;

export function waitSecondsFromEnvironment(environment = process.env): number {
  const seconds = Number(environment.DATABASE_WAIT_SECONDS);
  return environment.DATABASE_WAIT_SECONDS?.trim() && Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_WAIT_SECONDS;
}

/** The database did not answer in the time allowed; its message is the one line to print. */
export class DatabaseNeverAnswered extends Error {}

/**
 * Runs `attempt` (the migrations and the seed) until it gets past the database being unreachable:
 * says once that it waits, retries with a backoff capped at 3 s, and gives up after `waitSeconds`
 * with a one-line `DatabaseNeverAnswered`. Any other failure is thrown as it is.
 */
export async function untilDatabaseAnswers<T>(attempt: () => Promise<T>, target: string, waitSeconds: number): Promise<T> {
  const deadline = Date.now() + waitSeconds * 1000;
  let delay = FIRST_DELAY_MS;
  let waiting = false;
  for (;;) {
    try {
      const result = await attempt();
      if (waiting) console.log(`${capitalize(target)} answers; starting.`);
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseNeverAnswered(
          `${capitalize(target)} did not answer within ${waitSeconds} s (${unavailableReason(error)}); check DATABASE_URL and that PostgreSQL is running, or raise DATABASE_WAIT_SECONDS.`,
        );
      }
      if (!waiting) {
        console.log(`Waiting for ${target} (${unavailableReason(error)}); giving up after ${waitSeconds} s.`);
        waiting = true;
      }
      await sleep(Math.min(delay, left));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

/**
 * The server's start: migrates and seeds once the database answers, waiting for it up to
 * DATABASE_WAIT_SECONDS; when it never does, exits with one line and no stack.
 */
export async function migrateOnceReachable(database: DatabaseHandle, afterMigrate: (db: Database) => Promise<void>): Promise<void> {
  try {
    await untilDatabaseAnswers(() => database.migrate(afterMigrate), database.target, waitSecondsFromEnvironment());
  } catch (error) {
    if (!(error instanceof DatabaseNeverAnswered)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
