import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Editor, type Element, type NodeEntry } from 'slate';
import type { Locale } from '../../../gql/schema-types';
import { EditorReferencesDocument } from '../api/scripture.generated';
import {
  batchScans,
  type FoundReference,
  isLinkedBlock,
  referenceRanges,
  relocate,
  type ScriptureRange,
  scanText,
  splitBatch,
  textRuns,
} from '../scripture-references';

/*
 * The references are read by the server's own parseReferences query, not by a parser in this
 * chunk: the recognition is then exactly the one that links them on the post page (the same
 * builds, options and running-text rules), and the editor's chunk stays small (the parser's four
 * language builds weigh several hundred kB). The reader site's pages load none of this. Reading
 * is cheap for typing: one request a pause, for the blocks whose text changed, answered in a few
 * milliseconds, and its answers kept by text.
 */

/** The pause in typing after which the changed blocks are read. */
const PAUSE_MS = 300;

/** The longest text one request sends (the server reads 200,000 characters at most). */
const MAX_REQUEST = 100_000;

/** References found, by locale and scan text: shared by the sections, and by posts opened in turn. */
const found = new Map<string, FoundReference[]>();
const FOUND_LIMIT = 2000;

const cacheKey = (locale: Locale, text: string) => `${locale}\n${text}`;

function remember(key: string, references: FoundReference[]) {
  found.delete(key);
  found.set(key, references);
  if (found.size > FOUND_LIMIT) found.delete(found.keys().next().value!);
}

/**
 * Highlights the Bible references of a section's text, as the server recognises them in the
 * post's language, with the passage each names (decorations, so nothing is saved).
 * @returns Slate's `decorate` and what to call on each change of the text.
 */
export function useScriptureHighlights(
  editor: Editor,
  locale: Locale,
): { decorate(entry: NodeEntry): ScriptureRange[]; onTextChange(): void } {
  const client = useApolloClient();
  // Bumped when answers arrive: a new `decorate` makes Slate decorate again.
  const [answers, setAnswers] = useState(0);
  // Each block's last highlighted text and references, moved along while its new text is read.
  const lastSeen = useRef(new Map<string, { locale: Locale; text: string; references: FoundReference[] }>());
  const timer = useRef<number | undefined>(undefined);

  const scan = useCallback(async () => {
    const texts = new Set<string>();
    for (const [block] of Editor.nodes<Element>(editor, { at: [], match: isLinkedBlock })) {
      const text = scanText(textRuns(block));
      if (text && !found.has(cacheKey(locale, text))) texts.add(text);
    }
    if (!texts.size) return;
    const batches = batchScans([...texts], MAX_REQUEST);
    const results = await Promise.allSettled(
      batches.map(async (batch) => {
        const { data } = await client.query({
          query: EditorReferencesDocument,
          variables: { text: batch.text, locale },
          fetchPolicy: 'no-cache',
        });
        if (!data) return;
        for (const [text, references] of splitBatch(batch, data.parseReferences))
          remember(cacheKey(locale, text), references);
      }),
    );
    // A failed read only leaves its blocks unhighlighted: the next change asks again.
    if (results.some((result) => result.status === 'fulfilled')) setAnswers((count) => count + 1);
  }, [client, editor, locale]);

  // The whole section is read when the editor opens and when the post's language changes.
  useEffect(() => {
    void scan();
  }, [scan]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onTextChange = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void scan(), PAUSE_MS);
  }, [scan]);

  const decorate = useCallback(
    ([node, path]: NodeEntry): ScriptureRange[] => {
      if (!isLinkedBlock(node)) return [];
      const runs = textRuns(node);
      if (!runs.length) return [];
      const text = scanText(runs);
      const at = path.join('.');
      const references = found.get(cacheKey(locale, text));
      if (references) {
        lastSeen.current.set(at, { locale, text, references });
        return referenceRanges(path, runs, references);
      }
      const last = lastSeen.current.get(at);
      if (!last || last.locale !== locale) return [];
      return referenceRanges(path, runs, relocate(last.text, last.references, text));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `answers` changes when new references are known (kept outside React)
    [locale, answers],
  );

  return { decorate, onTextChange };
}
