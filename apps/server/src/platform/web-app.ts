import { existsSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Serves the built web app from `link` (apps/web/dist), which the build points at a new folder once
 * that folder is complete (apps/web/build.ts). The handler serves the folder the link pointed to
 * when it was first needed, which no build writes into again, so a build beside a running server
 * changes nothing it serves; when that folder is gone (pruned as an old build) or there was none
 * yet (started during the first build), the next page request follows the link afresh.
 * The handler answers false when there is no build to serve.
 */
export function builtWebApp(link: string, setHeaders: (response: ServerResponse, pathname: string) => void): (request: IncomingMessage, response: ServerResponse) => boolean {
  let served: { folder: string; handler: Handler } | undefined;
  const current = (): Handler | undefined => {
    if (served && existsSync(served.folder)) return served.handler;
    served = undefined;
    let folder: string;
    try {
      folder = realpathSync(link);
    } catch {
      return undefined;
    }
    if (!existsSync(`${folder}/index.html`)) return undefined;
    // The build writes a .br and .gz beside each file; sirv sends the one the browser accepts.
    served = { folder, handler: sirv(folder, { single: true, etag: true, brotli: true, gzip: true, setHeaders }) };
    return served.handler;
  };
  return (request, response) => {
    const handler = current();
    if (!handler) return false;
    handler(request, response);
    return true;
  };
}
