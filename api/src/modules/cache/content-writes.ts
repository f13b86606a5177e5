import { PgliteConnection } from '@mikro-orm/pglite';
import type { Orm } from '../../db/orm.js';

/**
 * Calls `onWrite` after every committed write to the content, when the database can say so
 * in time: the embedded PGlite database is one session in one process (its folder is locked), so
 * the content_version trigger's NOTIFY (migration ..._content_version_notify) reaches this
 * listener while the committing statement is still returning, before its caller goes on.
 * A PostgreSQL server delivers notifications later and other processes write to it too: there
 * the cache keeps reading the version per request.
 * @returns true when writes are followed (PGlite), false otherwise.
 */
export async function followContentWrites(orm: Orm, onWrite: () => void): Promise<boolean> {
  const connection = orm.em.getConnection();
  if (!(connection instanceof PgliteConnection)) return false;
  const pglite = await connection.getNativeClient();
  await pglite.query(`select set_config('blog.notify_content_version', 'on', false)`);
  await pglite.listen('content_version', onWrite);
  return true;
}
