// An S3-compatible server for the tests (s3rver, in this process): a bucket on disk in a
// temporary folder, on a free loopback port, that can be stopped and started again there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The S3_* settings that point the site at the server's bucket. */
  env: Record<string, string>;
  /** Stops answering (the port refuses connections); the bucket's files stay. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the same files. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/** Starts s3rver with one bucket; requests are signed with its fixed S3RVER key. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'blog-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: 'blog-uploads', configs: [] }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  return {
    env: {
      S3_BUCKET: 'blog-uploads',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'site/uploads',
    },
    start,
    stop,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
