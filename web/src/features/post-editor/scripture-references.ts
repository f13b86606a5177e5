import { type BaseRange, Element, type Path, Text } from 'slate';

/**
 * Highlighting the Bible references of a section as the server will link them
 * (api/src/rich-text/scripture-links.ts): each text node of the saved HTML is read alone, never
 * the text of a link or of code. In the editor a text node is a leaf (leaves differ in their
 * marks, and each is written as its own text), cut at its line breaks (written as <br />).
 * Several such runs go to the server in one request, joined by RUN_SEPARATOR.
 */

/**
 * Stands between two runs of text sent together: U+FFFC ("an object is here") is neither a
 * letter, a digit nor the punctuation references are written with, so the parser never reads a
 * reference across it and each run is read exactly as if it were sent alone.
 */
export const RUN_SEPARATOR = '\uFFFC';

/** A run of text the server reads alone: part of a leaf of the block. */
export interface TextRun {
  /** The leaf's path inside its block. */
  path: Path;
  /** Where the run starts in the leaf's text. */
  offset: number;
  text: string;
}

/** A reference found in a block's scan text (see scanText): where, and the passage it names. */
export interface FoundReference {
  index: number;
  length: number;
  label: string;
}

/** A highlighted reference: the range it covers and the passage's label, for the tooltip. */
export interface ScriptureRange extends BaseRange {
  scripture: string;
}

/** The blocks whose text the server links: all that hold text, except code blocks. */
const LINKED_BLOCKS = new Set(['paragraph', 'heading', 'block-quote', 'list-item']);

export const isLinkedBlock = (node: unknown): node is Element =>
  Element.isElement(node) && LINKED_BLOCKS.has(node.type);

/**
 * @returns the runs of a block the server reads for references: its leaves outside links and
 *   inline code, cut at line breaks; runs without a digit are left out (no reference lacks one).
 */
export function textRuns(block: Element): TextRun[] {
  const runs: TextRun[] = [];
  block.children.forEach((child, index) => {
    if (!Text.isText(child) || child.code) return;
    let offset = 0;
    for (const line of child.text.split('\n')) {
      if (/\d/.test(line)) runs.push({ path: [index], offset, text: line });
      offset += line.length + 1;
    }
  });
  return runs;
}

/** @returns the text sent for a block's runs, which is also the key its references are kept by. */
export const scanText = (runs: readonly TextRun[]): string => runs.map((run) => run.text).join(RUN_SEPARATOR);

/**
 * @returns the highlights of a block from the references found in its scan text: one range per
 *   place (a list naming several passages at one place gets their labels together, as the server
 *   links it once), none across two runs, none overlapping an earlier one.
 */
export function referenceRanges(
  blockPath: Path,
  runs: readonly TextRun[],
  references: readonly FoundReference[],
): ScriptureRange[] {
  const starts: number[] = [];
  let at = 0;
  for (const run of runs) {
    starts.push(at);
    at += run.text.length + RUN_SEPARATOR.length;
  }
  const ranges: (ScriptureRange & { index: number; length: number })[] = [];
  let end = 0;
  for (const reference of [...references].sort((a, b) => a.index - b.index)) {
    const last = ranges[ranges.length - 1];
    if (last && last.index === reference.index && last.length === reference.length) {
      if (!last.scripture.split('; ').includes(reference.label)) last.scripture += `; ${reference.label}`;
      continue;
    }
    if (reference.index < end) continue;
    const run = runs.findIndex(
      (candidate, i) =>
        starts[i] <= reference.index && reference.index + reference.length <= starts[i] + candidate.text.length,
    );
    if (run < 0) continue;
    const path = [...blockPath, ...runs[run].path];
    const offset = runs[run].offset + reference.index - starts[run];
    ranges.push({
      anchor: { path, offset },
      focus: { path, offset: offset + reference.length },
      scripture: reference.label,
      index: reference.index,
      length: reference.length,
    });
    end = reference.index + reference.length;
  }
  return ranges.map(({ anchor, focus, scripture }) => ({ anchor, focus, scripture }));
}

/**
 * The references of an earlier version of a block's text moved to where they are now written,
 * so that highlights stay put while the author types and the new text is being read: each is
 * looked for where it was, where the text's change in length puts it, then at its nearest
 * occurrence; a reference no longer written is dropped.
 */
export function relocate(before: string, references: readonly FoundReference[], after: string): FoundReference[] {
  const shift = after.length - before.length;
  return references.flatMap((reference) => {
    const written = before.slice(reference.index, reference.index + reference.length);
    const at = (index: number) => index >= 0 && after.startsWith(written, index);
    let index = [reference.index, reference.index + shift].find(at);
    if (index === undefined) {
      const previous = after.lastIndexOf(written, reference.index);
      const next = after.indexOf(written, reference.index);
      const candidates = [previous, next].filter((candidate) => candidate >= 0);
      if (!candidates.length) return [];
      index = candidates.reduce((best, candidate) =>
        Math.abs(candidate - reference.index) < Math.abs(best - reference.index) ? candidate : best,
      );
    }
    return [{ ...reference, index }];
  });
}

/** One request's text: scan texts joined by RUN_SEPARATOR, with where each starts. */
export interface ScanBatch {
  text: string;
  parts: { key: string; start: number }[];
}

/**
 * @returns the scan texts grouped into requests of at most `maxLength` characters (the
 *   server reads 200,000 at most; a longer text goes alone, cut there by the server).
 */
export function batchScans(keys: readonly string[], maxLength: number): ScanBatch[] {
  const batches: ScanBatch[] = [];
  let current: ScanBatch | null = null;
  for (const key of keys) {
    if (current && current.text.length + RUN_SEPARATOR.length + key.length > maxLength) current = null;
    if (!current) {
      current = { text: key, parts: [{ key, start: 0 }] };
      batches.push(current);
      continue;
    }
    current.text += RUN_SEPARATOR;
    current.parts.push({ key, start: current.text.length });
    current.text += key;
  }
  return batches;
}

/** @returns the references of a request shared out to the scan texts it joined, at their own offsets. */
export function splitBatch(batch: ScanBatch, references: readonly FoundReference[]): Map<string, FoundReference[]> {
  const byKey = new Map(batch.parts.map((part) => [part.key, [] as FoundReference[]]));
  for (const reference of references) {
    const part = batch.parts.find(
      ({ key, start }) => start <= reference.index && reference.index + reference.length <= start + key.length,
    );
    if (part) byKey.get(part.key)!.push({ ...reference, index: reference.index - part.start });
  }
  return byKey;
}
