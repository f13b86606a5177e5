import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Compiles the API into a private folder inside api/ (so packages resolve); @returns its path. */
export function buildServer(): { dir: string; remove: () => void } {
  const folder = `dist-test-${process.pid}-${Date.now()}`;
  execFileSync(process.execPath, ['scripts/build.mjs', '--out', `api/${folder}`], { cwd: apiDir, stdio: 'inherit' });
  const dir = join(apiDir, folder);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** @returns a TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  output: () => string;
}

/** Starts `node <dir>/api/src/main.js` with `env` and waits until /health answers. */
export async function startServerProcess(dir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dir, 'api', 'src', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  // A first start on a new PGlite folder compiles PGlite and runs initdb: ~14 s on an idle 2-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited, output: () => output };
}

export interface Finished {
  /** The exit code, or null when a signal ended the process. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** From start to exit. */
  ms: number;
}

/**
 * Runs a compiled entry point of `dir` (e.g. `cli/admin.js`) to its end, as `npm run` would.
 * @param options.node another Node.js binary; options.nodeArgs flags before the file;
 *   options.killAfterMs when to SIGKILL a process that has not exited (default 60 s).
 */
export function runCompiled(
  dir: string,
  file: string,
  args: string[],
  env: Record<string, string>,
  options: { node?: string; nodeArgs?: string[]; killAfterMs?: number } = {},
): Promise<Finished> {
  const started = Date.now();
  const child = spawn(
    options.node ?? process.execPath,
    [...(options.nodeArgs ?? []), join(dir, 'api', 'src', file), ...args],
    {
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

/** Sends SIGTERM to a server process and expects a clean exit (status 0). */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Signs in over GraphQL. @returns the token, or the error message of a refused sign-in. */
export async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ token?: string; error?: string }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: email, p: password },
    }),
  });
  const body = (await response.json()) as { data?: { login: { token: string } }; errors?: { message: string }[] };
  return { token: body.data?.login.token, error: body.errors?.[0].message };
}
