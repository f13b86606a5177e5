import { type Router, Router as createRouter } from 'express';
import type { Orm } from '../db/orm.js';
import type { RedisConnection } from '../rate-limit/redis-connection.js';

/** How long a health check waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

async function databaseReachable(orm: Orm): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
  const check = orm.em
    .fork()
    .getConnection()
    .execute('select 1')
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health: liveness (200 while the process serves requests), with the database's state for
 * humans. GET /health/ready: 200 only when the database answers and the server is not draining
 * (503 otherwise), so a load balancer stops sending traffic before shutdown. With REDIS_URL both
 * also say whether Redis answers, but Redis never makes an instance unready: every instance
 * shares the one Redis, and taking them all out would stop the reads that work without it.
 */
export function healthRouter(orm: Orm, isDraining: () => boolean, redis: RedisConnection | null = null): Router {
  const router = createRouter();
  const redisState = async () => (redis ? { redis: (await redis.reachable()) ? 'reachable' : 'unreachable' } : {});
  router.get('/health', async (_req, res) => {
    const reachable = await databaseReachable(orm);
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'ok', database: reachable ? 'reachable' : 'unreachable', ...(await redisState()) });
  });
  router.get('/health/ready', async (_req, res) => {
    const draining = isDraining();
    const reachable = !draining && (await databaseReachable(orm));
    res
      .status(reachable ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: reachable ? 'ready' : draining ? 'draining' : 'unavailable',
        database: reachable ? 'reachable' : 'unknown',
        ...(await redisState()),
      });
  });
  return router;
}
