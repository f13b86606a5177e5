// docker/nginx/scale.conf as it runs outside Docker, on this machine's nginx: shared by the
// load-balancer test (api/test/load-balancer.test.ts) and the instances bench (bench/instances.ts),
// so both run the shipped file with the same few lines replaced. Plain TypeScript that Node's type
// stripping runs as is (the bench) and Jest's swc transform compiles (the test).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (.ci/run installs it). */
export const NGINX = '/usr/sbin/nginx';

/** The production balancer's configuration, as docker/compose.scale.yml mounts it. */
export const SCALE_CONF = fileURLToPath(new URL('scale.conf', import.meta.url));

/** The upstream line of scale.conf: Docker's DNS name of the app service, looked up again at run time. */
const UPSTREAM_LINE = /^(\s*)server app:4000 resolve( [^;]*);$/m;
const LISTEN_LINE = /^(\s*)listen 80;$/m;
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * scale.conf as it runs outside Docker: the name `app` resolves only in Docker's network, and
 * Debian's nginx (1.22) predates the upstream `resolve` parameter (1.27.3; the compose file runs
 * nginx 1.28), so the upstream line becomes one static server line per address (`host:port`),
 * with the same passive check parameters. nginx listens on `listen`, and keeps its temporary files
 * in `folder` (Debian's default, /var/lib/nginx, needs root). Everything else is the file as shipped.
 * @throws when `conf` lacks the upstream or the listen line these replacements expect.
 */
export function localConf(conf: string, servers: string[], listen: string, folder: string): string {
  if (!UPSTREAM_LINE.test(conf)) throw new Error('scale.conf has no `server app:4000 resolve …;` upstream line');
  if (!LISTEN_LINE.test(conf)) throw new Error('scale.conf has no `listen 80;` line');
  const temp = TEMP_PATHS.map((name) => `  ${name}_temp_path ${join(folder, name)};`).join('\n');
  return conf
    .replace(UPSTREAM_LINE, (_, indent: string, params: string) =>
      servers.map((server) => `${indent}server ${server}${params};`).join('\n'),
    )
    .replace(LISTEN_LINE, `$1listen ${listen};`)
    .replace(/^http \{$/m, `http {\n${temp}`);
}

/** Writes scale.conf, made local by {@link localConf}, as `folder`/nginx.conf. @returns its path. */
export async function writeLocalConf(servers: string[], listen: string, folder: string): Promise<string> {
  const conf = join(folder, 'nginx.conf');
  await writeFile(conf, localConf(await readFile(SCALE_CONF, 'utf8'), servers, listen, folder));
  return conf;
}

/**
 * nginx's arguments to run `conf` in the foreground with `folder` as its prefix (pid file there,
 * errors on stderr). The access log goes to /dev/stdout, which nginx opens by name: give the child a
 * file or /dev/null as stdout, not a socket (Node's default pipe), which cannot be opened so.
 */
export const foregroundArgs = (folder: string, conf: string): string[] => [
  '-p',
  folder,
  '-c',
  conf,
  '-e',
  'stderr',
  '-g',
  `daemon off; pid ${join(folder, 'nginx.pid')};`,
];
