// The reference for cached server rendering: a bare Node HTTP server answering every request with
// one fixed response (the bytes, status and headers our server sent for a page), started in its
// own process as our server is. Run by Node's TypeScript type stripping.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface FixedResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as sent (already compressed when content-encoding says so), base64. */
  body: string;
}

/**
 * Starts a bare Node server on 127.0.0.1:`port` in a child process, answering every request with
 * `response`. @returns the process; stop it with `kill()`.
 */
export async function startBareServer(
  port: number,
  response: { status: number; headers: Record<string, string>; body: Buffer },
): Promise<ChildProcess> {
  const file = join(tmpdir(), `bench-bare-${process.pid}.json`);
  const fixed: FixedResponse = { ...response, body: response.body.toString('base64') };
  await writeFile(file, JSON.stringify(fixed));
  const child = spawn(process.execPath, [import.meta.filename, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  if (!line.toString().startsWith('listening')) throw new Error(`The bare server did not start: ${line}`);
  return child;
}

async function serve(file: string, port: number): Promise<void> {
  const fixed = JSON.parse(await readFile(file, 'utf8')) as FixedResponse;
  const body = Buffer.from(fixed.body, 'base64');
  const server = createServer((_req, res) => {
    res.writeHead(fixed.status, { ...fixed.headers, 'content-length': body.length });
    res.end(body);
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
}

if (process.argv[1] === import.meta.filename) await serve(process.argv[2]!, Number(process.argv[3]));
