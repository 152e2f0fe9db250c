import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/*
 * The server as one JavaScript file, built once a run (global-setup.ts), so that each journey's server
 * starts with plain Node instead of compiling its TypeScript through tsx's loader again: about a
 * third of a start. The code is the code `npm start` runs, compiled by the same esbuild with the
 * settings tsx gives it (this Node as the target, names kept), and nothing else changes:
 *
 * - only the project's own TypeScript is bundled (the server and the workspace packages); every
 *   library is imported from node_modules as under tsx, the same copy of each;
 * - each file keeps its own `import.meta.url`, so the paths it finds from it (the migrations, the
 *   built web app, the refill planner's worker) are the same files as under tsx.
 */

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const SERVER_BUNDLE = join(repositoryRoot, 'apps/server/dist/e2e/main.mjs');

const sameAsTsx: Plugin = {
  name: 'same-as-tsx',
  setup(bundler) {
    // Libraries stay where they are; the workspace packages (`@back-office/...`) are TypeScript, bundled.
    bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@back-office/') ? undefined : { path: args.path, external: true }));
    bundler.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

/** Builds the server's bundle (about a second) and returns its path: run it with `node <path>` in the repository's root. */
export async function buildServerBundle(): Promise<string> {
  await build({
    entryPoints: [join(repositoryRoot, 'apps/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    keepNames: true,
    plugins: [sameAsTsx],
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}
