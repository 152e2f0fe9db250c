import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import type { SQL } from 'drizzle-orm';
import { CSV_BOM, jakartaDay, type Authority } from '@back-office/domain';
import type { Database } from '../../db/client';
import { badInput } from '../../platform/errors';
import { SESSION_COOKIE, hashSessionId, loadSession } from '../../platform/auth';
import type { Context, ServerSettings, Viewer } from '../../platform/context';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { unavailableResponse } from '../../platform/database-outage';
import { copyCsv } from './copy';
import { reportDownloads } from './reports.table';

/*
 * Report downloads: a query checks the caller's authority and input, then returns a short-lived
 * address; a GET of that address streams the CSV straight from the database's COPY, so a large
 * report never sits in memory. The address works on any server instance and only for the user who
 * asked.
 */

export const REPORT_PATH = '/reports/';
const LIFETIME_MS = 5 * 60_000;

export interface ReportDefinition<Parameters> {
  /** Who may download it, checked when it is asked for and again when it is fetched. */
  authority: Authority;
  fileName: string;
  /**
   * One SELECT, formatted in SQL: its column names are the CSV's header, its rows the lines. `viewer`
   * is the user fetching it as they are now, for their per-user mapping (e.g. `machineScope(viewer)`).
   */
  query: (parameters: Parameters, viewer: Viewer) => SQL;
}

const reports = new Map<string, ReportDefinition<never>>();

/** Makes a report downloadable under `name`; its feature asks for it with `requestReport`. */
export function defineReport<Parameters>(name: string, definition: ReportDefinition<Parameters>) {
  reports.set(name, definition as unknown as ReportDefinition<never>);
  return (context: Context, parameters: Parameters) => requestReport(context, name, parameters);
}

/**
 * The zone a report writes its times in, or the home page counts its day in: an IANA name (the
 * browser's), Asia/Jakarta when none is given. Any name the time zone database knows is taken,
 * old names and aliases too (a browser says Asia/Kolkata where Node lists Asia/Calcutta), and
 * answered by its canonical name, which PostgreSQL knows as well.
 */
export function checkTimeZone(timeZone: string | null | undefined): string {
  if (timeZone === null || timeZone === undefined) return 'Asia/Jakarta';
  try {
    if (timeZone.length <= 64 && /^[A-Za-z][\w/+-]*$/.test(timeZone)) return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // Not a zone Intl knows: refused below.
  }
  throw badInput(`"${timeZone.slice(0, 60)}" is not a time zone.`, { timeZone: 'Unknown time zone.' });
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
      const token = url.pathname.slice(REPORT_PATH.length);
      endResponse(
        await download(db, settings, request, token).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return unavailableResponse(error);
          throw error;
        }),
      );
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

  const viewer: Viewer = { db, user: session.user, authorities: session.authorities, machineMapping: session.machineMapping };
  const csv = (await copyCsv(db, definition.query(entry.parameters as never, viewer))).getReader();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // Spreadsheet apps read UTF-8 only with its byte order mark.
        controller.enqueue(new TextEncoder().encode(CSV_BOM));
        return;
      }
      const next = await csv.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => csv.cancel(reason),
  });
  // Named by the company's day (Jakarta), as every day in the console is: not the UTC day.
  const stamp = jakartaDay();
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${definition.fileName}-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
