import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * Who holds an embedded (PGlite) database folder. PGlite is PostgreSQL running inside one Node
 * process: two processes opening one folder at once corrupt it, so the server, the backup and
 * restore commands and the content command take this lock (a small JSON file beside the folder,
 * DATA_DIR/db.lock) for as long as they have the folder open.
 */
export interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks (Linux /proc), to tell a reused pid from its owner. */
  started?: string;
  hostname: string;
  /** The command line, to tell the operator what holds the folder. */
  command: string;
  since: string;
  token: string;
}

/** Raised when a live process holds the folder; the message says which and what to do. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${owner.pid} (${owner.command}, since ${owner.since}). ` +
        'Only one process may open it at a time: stop that process first.',
    );
    this.name = 'DatabaseLockedError';
  }
}

/** The lock file of a PGlite data folder: DATA_DIR/db -> DATA_DIR/db.lock. */
export const lockFileFor = (pgliteDir: string) => `${pgliteDir.replace(/[/\\]+$/, '')}.lock`;

/** @returns the start time of a process (field 22 of /proc/PID/stat), or undefined where /proc is absent. */
function processStarted(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Tokens of the locks this process holds. */
const held = new Set<string>();

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Whether the recorded owner still runs (a pid that was reused since is not the owner). */
function alive(owner: LockOwner): boolean {
  // Our own pid in a lock we do not hold comes from a previous life (a container's pid 1).
  if (owner.pid === process.pid) return held.has(owner.token);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = owner.started && processStarted(owner.pid);
  return !started || started === owner.started;
}

/**
 * Takes the folder's lock for this process until `release` is called (or the process exits).
 * @throws DatabaseLockedError when a live process holds it.
 */
export function acquirePgliteLock(pgliteDir: string): () => void {
  const file = lockFileFor(pgliteDir);
  mkdirSync(dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    started: processStarted(process.pid),
    hostname: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200) || 'node',
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      const current = readOwner(file);
      if (current && alive(current)) throw new DatabaseLockedError(pgliteDir, current);
      // An unreadable lock younger than a second may be one being written right now.
      if (!current && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 1000 && attempt < 2) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
        continue;
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  held.add(owner.token);
  const release = () => {
    if (!held.delete(owner.token)) return;
    process.off('exit', release);
    if (readOwner(file)?.token === owner.token) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
