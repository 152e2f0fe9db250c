import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * One process at a time on an embedded data folder: two PGlite instances writing the same files lose
 * one another's writes without a word. The lock is a Unix socket that the holder listens on in the
 * folder. The kernel closes it when the process ends, however it ends (kill -9 included), so a lock
 * is live exactly when a connection to it succeeds: no pid to trust, and it works across containers
 * that share the folder. On Windows a named pipe, keyed on the folder's path, does the same.
 * See docs/server.md.
 */
export class DataFolderInUse extends Error {
  constructor(readonly folder: string, holderPid?: number) {
    const holder = holderPid ? ` (pid ${holderPid})` : '';
    super(
      `The data folder ${folder} is in use by another Back Office process${holder}: stop it first, or give this one another DATA_DIR.`,
    );
  }
}

export interface DataLock {
  folder: string;
  release(): Promise<void>;
}

const LOCK_NAME = 'server.lock';
/** Longest socket path the kernel takes (108 bytes on Linux, 104 on macOS, with the final NUL). */
const MAX_SOCKET_PATH = 103;
/** A takeover guard older than this was left by a process killed in the middle of a takeover. */
const STALE_GUARD_MS = 10_000;

/** Takes the lock on `folder` (created if missing), or throws DataFolderInUse. */
export async function lockDataFolder(folder: string): Promise<DataLock> {
  mkdirSync(folder, { recursive: true });
  const address = lockAddress(folder);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const server = await tryListen(address);
    if (server) return held(folder, address, server);
    const holder = await probe(address);
    if (holder.alive) throw new DataFolderInUse(folder, holder.pid);
    // Left by a process that ended without closing it. Two processes starting at once could both see
    // it stale; only the one holding the guard removes it and listens, the other tries again.
    if (takeGuard(address)) {
      try {
        if (!(await probe(address)).alive) unlinkSync(address);
      } catch {
        // Gone already: the next attempt listens.
      } finally {
        unlinkSync(`${address}.takeover`);
      }
    } else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new DataFolderInUse(folder);
}

function held(folder: string, address: string, server: Server): DataLock {
  // Closing unlinks the socket file; an exit without closing leaves it, so remove it on the way out.
  const removeOnExit = () => {
    try {
      if (process.platform !== 'win32') unlinkSync(address);
    } catch {
      // Removed already.
    }
  };
  process.once('exit', removeOnExit);
  return {
    folder,
    release: () => {
      process.off('exit', removeOnExit);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Where the lock listens: the socket file in the folder, or a named pipe on Windows. */
function lockAddress(folder: string): string {
  if (process.platform === 'win32') {
    const key = createHash('sha256').update(realpathSync(folder).toLowerCase()).digest('hex').slice(0, 32);
    return `\\\\?\\pipe\\back-office-${key}`;
  }
  const absolute = path.join(folder, LOCK_NAME);
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(`The data folder's path is too long to hold its lock (${absolute}): use a shorter DATA_DIR.`);
}

/** Listens on `address`; undefined when something is there already. */
function tryListen(address: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    // Whoever connects learns who holds the folder, then the connection ends.
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error)));
    server.listen(address, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a live process listens on `address`, and its pid when it says. */
function probe(address: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    let said = '';
    const socket = connect(address);
    socket.setEncoding('utf8');
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk: string) => (said += chunk));
    socket.once('connect', () => socket.once('close', () => resolve({ alive: true, pid: Number.parseInt(said, 10) || undefined })));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ alive: error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT' }));
  });
}

/** The right to remove a stale lock, taken by creating a file that must not exist yet. */
function takeGuard(address: string): boolean {
  const guard = `${address}.takeover`;
  try {
    closeSync(openSync(guard, 'wx'));
    return true;
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > STALE_GUARD_MS) unlinkSync(guard);
    } catch {
      // Another process removed it first.
    }
    return false;
  }
}

/**
 * For the server and the admin tools: when the embedded database is used, holds its folder for the
 * life of the process, or prints one line saying who holds it and exits.
 */
export async function holdEmbeddedDataFolder(folder: string | undefined): Promise<void> {
  if (!folder) return;
  try {
    await lockDataFolder(folder);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
