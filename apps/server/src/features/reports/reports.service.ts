import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { CSV_BOM, csvLine, type CsvColumn } from '@back-office/domain';
import type { Database } from '../../db/client';
import { SESSION_COOKIE, hashSessionId, loadSession } from '../../platform/auth';
import type { Context, ServerSettings } from '../../platform/context';
import { reportDownloads } from './reports.table';

/*
 * Report downloads: a query checks the caller's authority and input, then returns a short-lived
 * address; a GET of that address streams the CSV straight from the database, batch by batch, so a
 * large report never sits in memory. The address works on any server instance and only for the
 * user who asked.
 */

export const REPORT_PATH = '/reports/';
const LIFETIME_MS = 5 * 60_000;

export interface ReportDefinition<Parameters, Row> {
  /** Who may download it, checked when it is asked for and again when it is fetched. */
  authority: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: (db: Database, parameters: Parameters) => AsyncIterable<Row[]>;
}

const reports = new Map<string, ReportDefinition<never, never>>();

/** Makes a report downloadable under `name`; its feature asks for it with `requestReport`. */
export function defineReport<Parameters, Row>(name: string, definition: ReportDefinition<Parameters, Row>) {
  reports.set(name, definition as unknown as ReportDefinition<never, never>);
  return (context: Context, parameters: Parameters) => requestReport(context, name, parameters);
}

async function requestReport(context: Context, report: string, parameters: unknown): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await context.db.delete(reportDownloads).where(lt(reportDownloads.expiresAt, new Date()));
  await context.db.insert(reportDownloads).values({
    tokenHash: hashSessionId(token),
    report,
    userId: context.user!.id,
    parameters: parameters ?? {},
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
  return `${REPORT_PATH}${token}`;
}

/** Serves `GET /reports/{token}` beside the GraphQL endpoint. */
export function useReportDownloads(db: Database, settings: ServerSettings): Plugin {
  return {
    async onRequest({ request, url, endResponse }) {
      if (!url.pathname.startsWith(REPORT_PATH)) return;
      endResponse(await download(db, settings, request, url.pathname.slice(REPORT_PATH.length)));
    },
  };
}

async function download(db: Database, settings: ServerSettings, request: Request, token: string): Promise<Response> {
  const refuse = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (request.method !== 'GET') return refuse(405, 'Use GET.');
  const [entry] = await db
    .select()
    .from(reportDownloads)
    .where(and(eq(reportDownloads.tokenHash, hashSessionId(token)), gt(reportDownloads.expiresAt, new Date())));
  const definition = entry && reports.get(entry.report);
  if (!entry || !definition) return refuse(404, 'This download has expired. Ask for the report again.');
  const cookie = await request.cookieStore?.get(SESSION_COOKIE);
  const session = cookie?.value ? await loadSession(db, cookie.value, settings) : null;
  if (session?.user.id !== entry.userId || !session.authorities.has(definition.authority)) {
    return refuse(403, 'This download belongs to another session or needs an authority you no longer have.');
  }

  const encoder = new TextEncoder();
  const batches = definition.rows(db, entry.parameters as never)[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(definition.columns.map((column) => column.header))));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      const text = next.value.map((row) => csvLine(definition.columns.map((column) => column.value(row)))).join('');
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await batches.return?.(undefined);
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${definition.fileName}-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
