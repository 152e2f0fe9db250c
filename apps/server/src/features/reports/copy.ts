import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/*
 * CSV straight from PostgreSQL's COPY: one statement, its bytes passed on as they come, so a report
 * streams at the database's speed with the server's memory flat however many rows it has. The
 * embedded database copies into one blob instead.
 */

const dialect = new PgDialect();

/** A value written as an SQL literal: COPY takes no parameters. Strings use E'' so backslashes stay literal whatever the settings. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A report parameter is not a finite number.');
    return `(${value})`;
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The statement with its parameters written in. Client text only ever reaches SQL as these escaped literals. */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_match, position: string) => literal(params[Number(position) - 1]));
}

/**
 * A Node stream as a web stream that reads a chunk only when one is asked for, so a slow client
 * slows the COPY down instead of filling the server's memory (`Readable.toWeb` buffers up to its
 * high-water mark counted in chunks, thousands of them).
 */
function pulledFrom(stream: Readable): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      // Ending the iteration destroys the stream, which closes its connection mid-COPY.
      cancel: async () => void (await chunks.return?.()),
    },
    { highWaterMark: 0 },
  );
}

/** The rows of `query` as CSV with a header of its column names, streamed. */
export async function copyCsv(db: Database, query: SQL): Promise<ReadableStream<Uint8Array>> {
  const select = inlineSql(query);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      // A connection left mid-COPY cannot be reused: passing an error closes it.
      connection.release(error);
    };
    const stream = connection.query(copyTo(`copy (${select}) to stdout with (format csv, header true)`));
    stream.on('end', () => release());
    stream.on('error', (error) => release(error));
    stream.on('close', () => release(stream.readableEnded ? undefined : new Error('The download was cancelled.')));
    return pulledFrom(stream);
  }
  const result = await client.query(`copy (${select}) to '/dev/blob' with (format csv, header true)`);
  const bytes = new Uint8Array(await result.blob!.arrayBuffer());
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
