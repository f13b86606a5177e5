import { chmod, mkdir, stat } from 'node:fs/promises';
import type { Logger } from './logger.js';

/** Permission bits a private file or folder never has: any access for the group or other users. */
const SHARED = 0o077;

/** A folder's mode as `ls -l` would show its permission digits ("755"). */
const digits = (mode: number) => (mode & 0o777).toString(8);

/**
 * Makes every file and folder this process creates from now on its own user's alone (files 0600,
 * folders 0700), as PostgreSQL does: the embedded database, the uploads, the JWT secret and the
 * backups hold password hashes, readers' e-mail addresses and the key that signs admin tokens.
 * Every entry point (the server and each command line) calls it before it touches DATA_DIR; it
 * covers the files the embedded database writes itself, which take no mode of ours.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED);
}

/**
 * Creates `folder` (and missing parents) with mode 0700. A folder that already exists open to
 * other users (made by an older version, or by hand) is narrowed to 0700 when this process's user
 * owns it, with a warning saying so; one owned by another user is left alone with a warning
 * saying what to run. Files inside keep their modes: without access to the folder no other user
 * reaches them.
 * Never throws: a folder that cannot be made or checked is reported here and fails where it is
 * used, as before (the database will not open, uploads answer 503).
 */
export async function ensurePrivateFolder(folder: string, log: Pick<Logger, 'warn'>): Promise<void> {
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const { mode, uid } = await stat(folder);
    if ((mode & SHARED) === 0 || process.platform === 'win32') return;
    if (uid !== process.getuid?.()) {
      log.warn(
        { folder, mode: digits(mode), owner: uid },
        `The folder ${folder} is open to other users (mode ${digits(mode)}) and belongs to another user: run \`chmod 700 ${folder}\` as its owner`,
      );
      return;
    }
    await chmod(folder, 0o700);
    log.warn(
      { folder, mode: digits(mode) },
      `The folder ${folder} was open to other users (mode ${digits(mode)}): it is now private to this user (mode 700)`,
    );
  } catch (error) {
    log.warn({ err: error, folder }, `Cannot make the folder ${folder} private: ${(error as Error).message}`);
  }
}
