/*
 * Builds the web app for the server to serve, without disturbing a server already serving it:
 * each build goes into a folder of its own under builds/, and `dist` is a link switched to it in one
 * step once it is complete, so a server never sees half a build. A running server keeps serving the
 * folder it started with (apps/server/src/platform/web-app.ts); the newest few are kept.
 * When nothing the build reads has changed since the build `dist` points at, it is skipped.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(web, '../..');
const builds = path.join(web, 'builds');
const dist = path.join(web, 'dist');
const KEEP = 3;
const FINGERPRINT = '.inputs';

/** What the build reads: the app, the shared domain package, the configuration and the locked dependencies. */
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/precompress.ts', 'apps/web/package.json', 'packages/domain/src', 'package-lock.json'];

function* filesOf(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* filesOf(path.join(entry, name));
}

function fingerprint(): string {
  const hash = createHash('sha256');
  hash.update(process.env.NODE_ENV ?? '');
  for (const input of INPUTS) {
    for (const file of filesOf(path.join(root, input))) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = (() => {
  try {
    return realpathSync(dist);
  } catch {
    return undefined;
  }
})();
const inputs = fingerprint();
if (!process.argv.includes('--force') && current && existsSync(path.join(current, 'index.html')) && readText(path.join(current, FINGERPRINT)) === inputs) {
  console.log('The web app is unchanged since its last build; using it (npm run build -w apps/web -- --force builds anyway).');
  process.exit(0);
}

const folder = path.join(builds, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
await build({ root: web, configFile: path.join(web, 'vite.config.ts'), build: { outDir: folder, emptyOutDir: true } });
writeFileSync(path.join(folder, FINGERPRINT), inputs);

// A link beside dist, renamed over it: one step, so dist is always a whole build. A dist folder of an older checkout is replaced.
const next = `${dist}.${process.pid}`;
symlinkSync(path.relative(web, folder), next, 'dir');
if (existsSync(dist) && !isLink(dist)) rmSync(dist, { recursive: true, force: true });
renameSync(next, dist);
console.log(`Built the web app into ${path.relative(root, folder)}; dist now points at it.`);

// Older builds a server may still be serving stay a while; the oldest go.
const kept = readdirSync(builds).sort().reverse();
for (const old of kept.slice(KEEP)) rmSync(path.join(builds, old), { recursive: true, force: true });

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function isLink(file: string): boolean {
  return lstatSync(file).isSymbolicLink();
}
