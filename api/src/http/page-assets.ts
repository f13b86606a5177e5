import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The files every server-rendered page loads: its entry script, style sheets and preloads (URLs). */
export interface PageAssets {
  script: string;
  styles: string[];
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Reads the client build's entry from Vite's manifest (web/dist/.vite/manifest.json, written with
 * `build.manifest`): the entry script, the style sheets of it and of the chunks it imports, and
 * those chunks as module preloads (fetched in parallel rather than one import after another).
 * @throws when the manifest is missing or has no `index.html` entry.
 */
export async function readPageAssets(distDir: string): Promise<PageAssets> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest['index.html'];
  if (!entry) throw new Error(`${distDir}/.vite/manifest.json has no index.html entry`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, seen: Set<ManifestChunk>) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported) continue;
      preloads.add(`/${imported.file}`);
      visit(imported, seen);
    }
  };
  visit(entry, new Set());
  return { script: `/${entry.file}`, styles: [...styles], preloads: [...preloads] };
}
