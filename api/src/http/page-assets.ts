import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A page chunk's own files beyond the entry's: its style sheets and the scripts to preload (URLs). */
export interface ChunkAssets {
  styles: string[];
  preloads: string[];
}

/**
 * The files every server-rendered page loads: its entry script, style sheets and preloads (URLs),
 * and by lazy page chunk name (`PostPage`) what showing that page adds.
 */
export interface PageAssets extends ChunkAssets {
  script: string;
  routes: Record<string, ChunkAssets>;
  /**
   * The text of each of these style sheets, by URL: pages carry their style sheets inline, so the
   * first paint waits for no request after the HTML (they total a few kB compressed).
   */
  css: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The style sheets and preloads of a chunk and of everything it imports, except the files in `known`. */
function chunkAssets(manifest: Manifest, chunk: ManifestChunk, known: ReadonlySet<string>): ChunkAssets {
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<ManifestChunk>();
  const visit = (current: ManifestChunk) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const css of current.css ?? []) styles.add(`/${css}`);
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (!imported) continue;
      preloads.add(`/${imported.file}`);
      visit(imported);
    }
  };
  visit(chunk);
  const unknown = (href: string) => !known.has(href);
  return { styles: [...styles].filter(unknown), preloads: [...preloads].filter(unknown) };
}

/**
 * Reads the client build's entry from Vite's manifest (web/dist/.vite/manifest.json, written with
 * `build.manifest`): the entry script, the style sheets of it and of the chunks it imports, and
 * those chunks as module preloads (fetched in parallel rather than one import after another); and
 * the same for each lazy page chunk, so that a page comes with its own styles (also without
 * JavaScript) and its script is fetched at once.
 * @throws when the manifest is missing or has no `index.html` entry.
 */
export async function readPageAssets(distDir: string): Promise<PageAssets> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry) throw new Error(`${distDir}/.vite/manifest.json has no index.html entry`);
  const script = `/${entry.file}`;
  const shared = chunkAssets(manifest, entry, new Set());
  const known = new Set([script, ...shared.styles, ...shared.preloads]);
  const routes: Record<string, ChunkAssets> = {};
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name) continue;
    const own = chunkAssets(manifest, chunk, known);
    routes[chunk.name] = { styles: own.styles, preloads: [`/${chunk.file}`, ...own.preloads] };
  }
  const sheets = new Set([...shared.styles, ...Object.values(routes).flatMap((route) => route.styles)]);
  const css: Record<string, string> = {};
  await Promise.all(
    [...sheets].map(async (href) => {
      css[href] = await readFile(join(distDir, href), 'utf8');
    }),
  );
  return { script, ...shared, routes, css };
}
