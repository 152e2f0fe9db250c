import type { ArgBuilder, InputFieldMap, OutputShape, OutputType, TypeParam } from '@pothos/core';
import type { z } from 'zod';
import { fieldErrors, type Authority } from '@back-office/domain';
import type { Transaction } from '../db/client';
import { auditedTransaction, type Uniques } from './action';
import type { Activity } from './audit';
import { builder } from './builder';
import type { Context } from './context';
import { queueLiveEvent, type LiveEvent, type LiveTopic } from './events/outbox';
import { invalidInput, parseInput } from './validate';

type Types = typeof builder.$inferSchemaTypes;

/** What a command answers: one record of its type, or a list of them where the type is `[Ref]`. */
type ResultOf<Type extends TypeParam<Types>> = Type extends [infer Item extends OutputType<Types>] ? OutputShape<Types, Item>[] : Type extends OutputType<Types> ? OutputShape<Types, Type> : never;

/** What a command's body hands back: its result, the activity row, and the live events to publish after commit. */
export interface CommandOutcome<Result> {
  result: Result;
  /**
   * The activity log's row, or its rows where one call changes several records (a row per line or
   * day); `activity` defaults to the command's authority (required where it names several).
   */
  activity: CommandActivity | CommandActivity[];
  events?: [LiveTopic, LiveEvent][];
}

type CommandActivity = Omit<Activity, 'activity'> & { activity?: string };

/** A command's input: one schema over all its arguments, or one schema per argument. */
type InputSchema = z.ZodType | Record<string, z.ZodType>;
type Parsed<Schema extends InputSchema> = Schema extends z.ZodType ? z.output<Schema> : { [Name in keyof Schema]: Schema[Name] extends z.ZodType ? z.output<Schema[Name]> : never };

export interface Command<Schema extends InputSchema, Type extends TypeParam<Types>, Prepared> {
  /** What the field does, its refusals and conflicts: the schema's description. */
  description: string;
  /** The authority a caller needs, or a list of which any one will do; checked before anything is read. */
  authority: Authority | readonly Authority[];
  /** The GraphQL arguments, each described. */
  args: (arg: ArgBuilder<Types>) => InputFieldMap;
  /**
   * The domain's schema the arguments must pass, with the spec's messages: one over all of them, or
   * one per argument (the `input` argument's fields are then named as they are, another argument's
   * problems under its own name).
   */
  input: Schema;
  type: Type;
  /** False where the field always answers its record (a missing one is NOT_FOUND either way); nullable by default. */
  nullable?: boolean;
  /** Names the record in the NOT_FOUND message when the body finds nothing, e.g. `Machine`. */
  what: string;
  uniques?: Uniques;
  /**
   * Reads what the change is about under the caller's scope before the transaction begins (a record
   * outside it is NOT_FOUND), e.g. `Machine.findById`. Inside the transaction only `tx` may be used:
   * the embedded database has one connection, which the transaction holds.
   */
  prepare?: (input: Parsed<Schema>, context: Context) => Promise<Prepared>;
  /**
   * The change, in one transaction with its activity row and events, given what `prepare` read;
   * undefined means the record does not exist.
   */
  run: (tx: Transaction, input: Parsed<Schema>, context: Context, prepared: Prepared) => Promise<CommandOutcome<ResultOf<Type>> | undefined>;
}

/**
 * Declares a business action as a mutation field: the authority is checked, the input parsed, the
 * body run in one transaction with its activity row, its live events queued in the same
 * transaction (published after commit), a unique clash answered CONFLICT and a missing record
 * NOT_FOUND. Every mutation that is not plain CRUD is one of these.
 */
export function defineCommand<Schema extends InputSchema, Type extends TypeParam<Types>, Prepared = undefined>(name: string, command: Command<Schema, Type, Prepared>) {
  builder.mutationField(name, (t) =>
    t.field({
      nullable: command.nullable ?? true,
      // One record or a list of them: the body's result is typed by `ResultOf` above.
      type: command.type as OutputType<Types>,
      description: command.description,
      args: command.args(t.arg),
      authScopes: { authority: command.authority },
      resolve: async (_root, args: Record<string, unknown>, context) => {
        const input = parseArguments(command.input, args) as Parsed<Schema>;
        const prepared = (await command.prepare?.(input, context)) as Prepared;
        return auditedTransaction(context, { what: command.what, uniques: command.uniques }, async (tx) => {
          const outcome = await command.run(tx, input, context, prepared);
          if (!outcome) return undefined;
          for (const [topic, event] of outcome.events ?? []) await queueLiveEvent(tx, topic, event);
          const rows = (Array.isArray(outcome.activity) ? outcome.activity : [outcome.activity]).map((row) => {
            const activity = row.activity ?? (typeof command.authority === 'string' ? command.authority : undefined);
            if (!activity) throw new Error(`${name} names several authorities, so its outcome must name its activity.`);
            return { ...row, activity };
          });
          return { result: outcome.result, activity: rows };
        });
      },
    }),
  );
}

/** Parses the arguments with one schema, or each with its own; all problems are reported at once. */
function parseArguments(schema: InputSchema, args: Record<string, unknown>): unknown {
  if (isSchema(schema)) return parseInput(schema, args);
  const parsed: Record<string, unknown> = {};
  const fields: Record<string, string> = {};
  for (const [name, argument] of Object.entries(schema)) {
    const result = argument.safeParse(args[name]);
    if (result.success) parsed[name] = result.data;
    else for (const [path, message] of Object.entries(fieldErrors(result.error))) fields[name === 'input' ? path : path === '_' ? name : `${name}.${path}`] ??= message;
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return parsed;
}

const isSchema = (schema: InputSchema): schema is z.ZodType => typeof (schema as z.ZodType).safeParse === 'function';
