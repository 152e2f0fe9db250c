import type { z } from 'zod';
import type { Transaction } from '../db/client';
import { recordActivity, type Activity } from './audit';
import type { Context } from './context';
import { conflict, notFound } from './errors';
import { parseInput } from './validate';

/** A unique index's name to the field and message a clash is reported with. */
export type Uniques = Record<string, { field: string; message: string }>;

export interface ActionOptions<Data, Result> {
  /** The shared zod schema the input must pass, with the spec's messages. */
  schema: z.ZodType<Data>;
  /** Names the record in a NOT_FOUND message when `run` finds nothing, e.g. `Hub`. */
  what: string;
  uniques?: Uniques;
  /** The change itself, inside the transaction; undefined means the record does not exist. */
  run: (transaction: Transaction, data: Data, context: Context) => Promise<Result | undefined>;
  /** The audit row of the change, written in the same transaction. */
  audit: (result: Result, data: Data, context: Context) => Activity;
}

/**
 * A hand-written business action: parse the input, run the change and its audit row in one
 * transaction, and report a unique clash as CONFLICT and a missing record as NOT_FOUND.
 */
export function defineAction<Data, Result>(options: ActionOptions<Data, Result>) {
  return (context: Context, input: unknown): Promise<Result> => {
    const data = parseInput(options.schema, input);
    return auditedTransaction(context, { what: options.what, uniques: options.uniques }, async (transaction) => {
      const result = await options.run(transaction, data, context);
      return result === undefined ? undefined : { result, activity: options.audit(result, data, context) };
    });
  };
}

/** Runs `work` and writes the audit row (or rows) it returns in one transaction, mapping clashes and missing rows. */
export async function auditedTransaction<Result>(
  context: Context,
  options: { what: string; uniques?: Uniques },
  work: (transaction: Transaction) => Promise<{ result: Result; activity: Activity | readonly Activity[] } | undefined>,
): Promise<Result> {
  try {
    return await context.db.transaction(async (transaction) => {
      const done = await work(transaction);
      if (!done) throw notFound(options.what);
      for (const row of Array.isArray(done.activity) ? done.activity : [done.activity]) await recordActivity(transaction, context.user!.username, row);
      return done.result;
    });
  } catch (error) {
    throw uniqueClash(error, options.uniques) ?? error;
  }
}

/** The PostgreSQL error behind a failed query (drizzle wraps it as the cause): its SQLSTATE code and constraint. */
export function databaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  return ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string } | undefined;
}

/** Turns a unique-index violation into CONFLICT with the field's message. */
export function uniqueClash(error: unknown, uniques: Uniques | undefined) {
  const details = databaseError(error);
  if (details?.code !== '23505') return undefined;
  const known = details.constraint ? uniques?.[details.constraint] : undefined;
  return known ? conflict(known.message, { [known.field]: known.message }) : conflict('This record already exists.');
}
