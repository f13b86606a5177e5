import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './openapi.js';
import { ROUTES } from './routes.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** Runs `redocly lint` (api/redocly.yaml: built-in rules, no telemetry) on `document`. */
function lint(document: unknown): LintReport {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = spawnSync(
      process.execPath,
      [redocly, 'lint', file, '--config', join(apiDir, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (!run.stdout) throw new Error(`redocly lint printed nothing:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LintReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  it('passes redocly lint with no error and no warning', () => {
    const report = lint(buildOpenApi(ROUTES));
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect({ ...report.totals, problems }).toEqual({ errors: 0, warnings: 0, ignored: 0, problems: [] });
  });
});
