// The content command line (npm run content -- <command>): export and import content bundles,
// and load the public-domain corpus. Reads the same configuration as the server (DATA_DIR,
// DATABASE_URL...), so it works on the site's own database.
import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { type Config, ConfigError, loadConfig } from '../../config.js';
import { openDatabase, pgliteDirIn } from '../../db/orm.js';
import { exportContent } from '../../modules/content/export.js';
import { importBundle, importContent, type ImportReport } from '../../modules/content/import.js';
import type { Progress } from '../../modules/content/progress.js';
import { silentProgress } from '../../modules/content/progress.js';
import { buildCorpusBundle, CORPUS_PATHS } from '../../modules/content/corpus/corpus.js';
import { type BibleLoadReport, loadBibles } from '../../modules/bible/bible-loader.js';
import { moduleFolders } from '../../modules/bible/bible-module.js';
import { uploadStorage } from '../../modules/upload/upload-store.js';
import { PassageService } from '../../modules/passage/passage.service.js';
import { systemClock } from '../../common/clock.js';
import { keepNewFilesPrivate } from '../../private-files.js';
import { migrateUploads, migrationSource, printMigrateReport, STORES } from './uploads.js';

const USAGE = `Usage: npm run content -- <command> [options]

Commands:
  export FILE       Write every post (all statuses) with its sections, tags, comments and
                    translation links, the featured order and the site settings to FILE (JSON),
                    and the images they use to the folder next to it (<name>.uploads/).
  import FILE       Read a bundle written by export (or by corpus) into the database through the
                    API's services. Posts whose slug exists are left alone: a second run changes nothing.
  corpus [DIR]      Turn the public-domain corpus (default ../shared/corpus) into a bundle and import it.
  bibles [DIR]      Load the Bibles of DIR (default ../shared/corpus/aicwebtech-biblesupersearch_api) as
                    verse data: every folder with info.json and verses.txt, and the book names of
                    DIR/bible_books. Unchanged modules are skipped: a second run changes nothing.
  passages --rebuild
                    Find the Bible references of every post again and rewrite its passages (saves keep
                    them up to date; rebuild after an upgrade of the recognition rules).
  uploads migrate --to db|folder|s3 [--from db|folder|s3]
                    Copy every upload (images and their renditions) into the database, DATA_DIR/uploads
                    or the S3 bucket (S3_BUCKET...) from the store UPLOAD_STORE names (or --from), then
                    set UPLOAD_STORE to match. Files already there are skipped and every copy's size is
                    checked: a second run copies nothing.

Options:
  --concurrency N   posts imported at the same time (PostgreSQL only; default 4 there, 1 on PGlite)
  --bundle FILE     corpus: where to write the bundle (default DATA_DIR/corpus/corpus.json)
  --no-import       corpus: only write the bundle
  --to STORE        uploads migrate: db, folder or s3
  --from STORE      uploads migrate: where to copy from (default: UPLOAD_STORE's store; with
                    --to its own store, the other of db and folder)
  --quiet           no progress bar

Uses DATA_DIR / DATABASE_URL like the server. With the embedded database, stop the server first.
Exit status: 0 when every record was imported, 1 when some were reported as bad (bibles: a module
folder skipped; uploads: a file not copied), 2 on other errors.`;

/** A cli-progress bar on stderr with counts and an ETA (a line every few seconds when not a terminal). */
function progressBar(label: string, unit: string): Progress {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} {bar} {percentage}% | {value}/{total} ${unit} | {counts} | {duration_formatted} elapsed, ETA {eta_formatted}`,
      stream: process.stderr,
      hideCursor: true,
      noTTYOutput: !process.stderr.isTTY,
      notTTYSchedule: 5000,
      etaBuffer: 200,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  const text = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
  return {
    start: (total, counts) => bar.start(total, 0, { counts: text(counts) }),
    update: (done, counts) => bar.update(done, { counts: text(counts) }),
    stop: () => bar.stop(),
  };
}

function printImportReport(report: ImportReport): number {
  const { posts, featured } = report;
  console.log(
    `Posts: ${posts.created} created, ${posts.skipped} already there (same slug), ${posts.failed} bad. ` +
      `Comments: ${report.comments}. Images: ${report.uploads}. ` +
      `Featured: ${featured.added} added, ${featured.unchanged} already featured. Site settings: ${report.settings}.`,
  );
  if (report.problems.length) {
    console.error(`\n${report.problems.length} bad record(s), not imported:`);
    for (const problem of report.problems) {
      console.error(`  ${problem.position}${problem.slug ? ` (${problem.slug})` : ''}: ${problem.message}`);
    }
    return 1;
  }
  return 0;
}

function printBibleReport(report: BibleLoadReport): number {
  for (const translation of report.translations) {
    console.log(
      `  ${translation.code.padEnd(14)} ${translation.language}  ${String(translation.verses).padStart(6)} verses  ` +
        `${translation.status.padEnd(9)}  ${translation.name}`,
    );
  }
  console.log(
    report.bookNames === null
      ? 'Book names: no bible_books/ folder, left as they were.'
      : `Book names: ${report.bookNames ? `${report.bookNames} written` : 'unchanged'}.`,
  );
  if (!report.skipped.length) return 0;
  console.error(`\n${report.skipped.length} folder(s) not loaded:`);
  for (const skipped of report.skipped) console.error(`  ${skipped.folder}: ${skipped.reason}`);
  return 1;
}

async function main(): Promise<number> {
  keepNewFilesPrivate();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      concurrency: { type: 'string' },
      bundle: { type: 'string' },
      'no-import': { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      to: { type: 'string' },
      from: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command || !['export', 'import', 'corpus', 'bibles', 'passages', 'uploads'].includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'passages' && !values.rebuild) {
    console.error(`passages needs --rebuild\n\n${USAGE}`);
    return 2;
  }
  const isStore = (value: string | undefined) => STORES.some((store) => store === value);
  if (
    command === 'uploads' &&
    (argument !== 'migrate' || !isStore(values.to) || (values.from !== undefined && !isStore(values.from)))
  ) {
    console.error(`uploads needs: migrate --to db|folder|s3, with --from db|folder|s3 or none\n\n${USAGE}`);
    return 2;
  }
  if ((command === 'export' || command === 'import') && !argument) {
    console.error(`${command} needs a FILE\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  // npm runs scripts from the repository root; paths are taken from where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  const concurrency = values.concurrency ? Number(values.concurrency) : config.databaseUrl ? 4 : 1;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
    console.error('--concurrency must be an integer from 1 to 16');
    return 2;
  }
  if (concurrency > 1 && !config.databaseUrl) {
    console.error('--concurrency above 1 needs PostgreSQL (DATABASE_URL): the embedded database has one connection');
    return 2;
  }
  const progress = (label: string, unit = 'posts') => (values.quiet ? silentProgress : progressBar(label, unit));

  if (command === 'bibles') {
    let biblesDir = resolve(here, argument ?? join('../shared/corpus', CORPUS_PATHS.bibles));
    // The corpus folder itself names the same Bibles.
    if (!(await moduleFolders(biblesDir).catch(() => [])).length && argument)
      biblesDir = join(biblesDir, CORPUS_PATHS.bibles);
    const orm = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
    });
    try {
      const started = Date.now();
      const report = await loadBibles(orm.em.fork(), biblesDir, { progress: progress('Loading', 'verses') });
      console.log(`Bibles loaded from ${biblesDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return printBibleReport(report);
    } finally {
      await orm.close();
    }
  }

  if (command === 'corpus') {
    const corpusDir = resolve(here, argument ?? '../shared/corpus');
    const bundleFile = values.bundle ? resolve(here, values.bundle) : join(config.dataDir, 'corpus', 'corpus.json');
    const started = Date.now();
    const bundle = await buildCorpusBundle(corpusDir);
    await mkdir(dirname(bundleFile), { recursive: true });
    await writeFile(bundleFile, `${JSON.stringify(bundle)}\n`);
    console.log(
      `Corpus bundle: ${bundle.posts.length} posts written to ${bundleFile} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (values['no-import']) return 0;
    const orm = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
    });
    try {
      const storage = uploadStorage(config.uploadStore, { dataDir: config.dataDir, em: orm.em.fork(), s3: config.s3 });
      const loadStarted = Date.now();
      const report = await importBundle(
        { orm, storage, uploadMaxBytes: config.uploadMaxBytes },
        bundle,
        dirname(bundleFile),
        {
          concurrency,
          progress: progress('Importing'),
        },
      );
      console.log(`Loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s.`);
      return printImportReport(report);
    } finally {
      await orm.close();
    }
  }

  if (command === 'uploads') {
    const to = values.to as Config['uploadStore'];
    const from = migrationSource(config, to, values.from as Config['uploadStore'] | undefined);
    return printMigrateReport(await migrateUploads(config, to, progress('Copying', 'files'), from), from, to, config);
  }

  if (command === 'passages') {
    const orm = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
    });
    try {
      const started = Date.now();
      const report = await new PassageService(orm.em.fork(), systemClock).rebuild(progress('Indexing passages'));
      console.log(
        `Passages: ${report.passages} found in ${report.posts} posts in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      return 0;
    } finally {
      await orm.close();
    }
  }

  const file = resolve(here, argument!);
  const orm = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
  });
  try {
    const storage = uploadStorage(config.uploadStore, { dataDir: config.dataDir, em: orm.em.fork(), s3: config.s3 });
    if (command === 'export') {
      const report = await exportContent(orm, storage, file, progress('Exporting'));
      console.log(
        `Exported ${report.posts} posts, ${report.comments} comments, ${report.featured} featured and ${report.uploads} images ` +
          `to ${report.file} (images in ${report.uploadsDir}).`,
      );
      return 0;
    }
    const started = Date.now();
    const report = await importContent({ orm, storage, uploadMaxBytes: config.uploadMaxBytes }, file, {
      concurrency,
      progress: progress('Importing'),
    });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return printImportReport(report);
  } finally {
    await orm.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('content:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
