import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Builds the web app once per run, so the journeys test what `npm start` serves. */
export default function buildWebApp() {
  if (!existsSync('/usr/bin/chromium') || process.env.E2E_SKIP_BUILD) return;
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  // The test runner sets NODE_ENV=test; the journeys must run the production build `npm start` serves.
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
