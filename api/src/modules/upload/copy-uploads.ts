import { type Progress, silentProgress } from '../content/progress.js';
import type { StoredEntry, UploadStorage } from './storage.js';

/** What a copy from one store to another did. */
export interface CopyReport {
  /** Files in the source store. */
  total: number;
  copied: number;
  /** Files the target held already, with the same size. */
  skipped: number;
  /** Names the target holds with another size: left as they are, reported for a look. */
  differ: string[];
  /** Files that could not be copied whole (gone from the source, or not the listed size). */
  failed: string[];
}

/** Reads a whole stored file (one at a time: an upload is at most UPLOAD_MAX_BYTES). */
async function readWhole(storage: UploadStorage, name: string): Promise<Buffer | null> {
  const file = await storage.open(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Copies every file of `from` that `to` does not hold yet, one file at a time, then lists `to`
 * again and checks that each copy has its source's size. Idempotent: a second run copies nothing.
 * The source is left as it is.
 * @returns the counts, with the names that differ or failed.
 */
export async function copyUploads(
  from: UploadStorage,
  to: UploadStorage,
  progress: Progress = silentProgress,
): Promise<CopyReport> {
  const sources = await from.list();
  const present = new Map((await to.list()).map((entry) => [entry.name, entry.bytes]));
  const report: CopyReport = { total: sources.length, copied: 0, skipped: 0, differ: [], failed: [] };
  const counts = () => ({
    copied: report.copied,
    'already there': report.skipped,
    differ: report.differ.length,
    failed: report.failed.length,
  });
  const copied: StoredEntry[] = [];
  progress.start(sources.length, counts());
  try {
    for (const [index, source] of sources.entries()) {
      const existing = present.get(source.name);
      if (existing === source.bytes) report.skipped++;
      else if (existing !== undefined) report.differ.push(source.name);
      else {
        const bytes = await readWhole(from, source.name);
        if (bytes?.length === source.bytes) {
          await to.put(source.name, bytes);
          copied.push(source);
          report.copied++;
        } else report.failed.push(source.name);
      }
      progress.update(index + 1, counts());
    }
  } finally {
    progress.stop();
  }
  const stored = new Map((await to.list()).map((entry) => [entry.name, entry.bytes]));
  for (const source of copied.filter((entry) => stored.get(entry.name) !== entry.bytes)) {
    report.copied--;
    report.failed.push(source.name);
  }
  return report;
}
