import type { Database, Transaction } from '../db/client';
import { uniqueClash, type Uniques } from './action';
import { recordActivity, type Activity } from './audit';
import { queueLiveEvent, type LiveEvent, type LiveTopic } from './events/outbox';

/** What an operation's body hands back: its result, the activity rows it leaves, and the live events to publish after commit. */
export interface OperationOutcome<Result> {
  result: Result;
  /**
   * The staff activity log's rows, each with who it is recorded under (`system` for the evening
   * run, `admin` for the command line). None where the caller keeps its own history: a machine's
   * calls are in the machine's history, a customer's orders in the order's timeline.
   */
  activity?: (Activity & { by: string })[];
  events?: [LiveTopic, LiveEvent][];
}

export interface Operation<Input, Result> {
  /** A unique index's name to the field and message a clash is answered with (CONFLICT); without it a clash is the body's to handle. */
  uniques?: Uniques;
  /** The change, in one transaction with its activity rows and events. */
  run: (tx: Transaction, input: Input) => Promise<OperationOutcome<Result>>;
}

/**
 * Declares a business action no signed-in person calls through GraphQL: a machine's call to the
 * gateway, a customer's app, a provider's callback, the evening refill plan, the command line. Its
 * caller has checked who is calling and parsed the input; the declaration runs the body in one
 * transaction with its activity rows, queues its live events in the same transaction (published
 * after commit), and answers a clash on a declared unique index CONFLICT. Staff actions are `defineCommand`s.
 */
export function defineOperation<Input, Result>(operation: Operation<Input, Result>): (db: Database, input: Input) => Promise<Result> {
  return async (db, input) => {
    try {
      return await db.transaction(async (tx) => {
        const outcome = await operation.run(tx, input);
        for (const { by, ...row } of outcome.activity ?? []) await recordActivity(tx, by, row);
        for (const [topic, event] of outcome.events ?? []) await queueLiveEvent(tx, topic, event);
        return outcome.result;
      });
    } catch (error) {
      throw (operation.uniques && uniqueClash(error, operation.uniques)) || error;
    }
  };
}
