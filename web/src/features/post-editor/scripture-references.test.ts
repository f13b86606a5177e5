import type { Element } from 'slate';
import { deserializeHtml } from './html/deserialize';
import {
  batchScans,
  type FoundReference,
  referenceRanges,
  relocate,
  RUN_SEPARATOR,
  scanText,
  splitBatch,
  textRuns,
} from './scripture-references';

const block = (html: string) => deserializeHtml(html)[0] as Element;
const ref = (text: string, written: string, label: string): FoundReference => ({
  index: text.indexOf(written),
  length: written.length,
  label,
});

describe('the text a block is read in', () => {
  it('reads each leaf alone, cut at line breaks, leaving out links, inline code and runs without digits', () => {
    const paragraph = block(
      '<p>Voir <strong>Jean</strong> 3.16<br />et Ps 23, <a href="https://example.org">Jean 1.1</a> <code>Jean 2.1</code> fin</p>',
    );
    const runs = textRuns(paragraph);
    expect(runs.map(({ path, offset, text }) => [path, offset, text])).toEqual([
      [[2], 0, ' 3.16'],
      [[2], 6, 'et Ps 23, '],
    ]);
    expect(scanText(runs)).toBe(` 3.16${RUN_SEPARATOR}et Ps 23, `);
  });

  it('has nothing to read without a digit', () => {
    expect(textRuns(block('<p>Au commencement était la Parole.</p>'))).toEqual([]);
  });
});

describe('highlight ranges', () => {
  it('maps references to the leaves they are written in, one range per place', () => {
    const paragraph = block('<p><em>Lire</em> Jean 3,16; 4,1 puis <strong>Ps 23</strong>.</p>');
    const runs = textRuns(paragraph);
    const text = scanText(runs);
    const ranges = referenceRanges([4], runs, [
      ref(text, 'Ps 23', 'Psaume 23'),
      ref(text, 'Jean 3,16', 'Jean 3:16'),
      ref(text, 'Jean 3,16', 'Jean 3:16'),
      { ...ref(text, 'Jean 3,16; 4,1', 'Jean 4:1'), length: 'Jean 3,16'.length },
    ]);
    expect(ranges).toEqual([
      {
        anchor: { path: [4, 1], offset: 1 },
        focus: { path: [4, 1], offset: 10 },
        scripture: 'Jean 3:16; Jean 4:1',
      },
      { anchor: { path: [4, 2], offset: 0 }, focus: { path: [4, 2], offset: 5 }, scripture: 'Psaume 23' },
    ]);
  });

  it('never spans two runs nor overlaps an earlier range', () => {
    const runs = [
      { path: [0], offset: 0, text: 'Jean 3' },
      { path: [1], offset: 0, text: '16' },
    ];
    const text = scanText(runs);
    expect(referenceRanges([0], runs, [{ index: 0, length: text.length, label: 'x' }])).toEqual([]);
    expect(
      referenceRanges([0], runs, [
        { index: 0, length: 6, label: 'Jean 3' },
        { index: 5, length: 1, label: 'Jean 3' },
      ]),
    ).toHaveLength(1);
  });
});

describe('references moved along while the new text is read', () => {
  const before = 'Voir Jean 3.16 et Ps 23.';
  const references = [ref(before, 'Jean 3.16', 'Jean 3:16'), ref(before, 'Ps 23', 'Psaume 23')];

  it('follows text typed before them, and stays when text is typed after', () => {
    const after = 'À voir : Jean 3.16 et Ps 23.';
    expect(relocate(before, references, after)).toEqual([
      ref(after, 'Jean 3.16', 'Jean 3:16'),
      ref(after, 'Ps 23', 'Psaume 23'),
    ]);
    expect(relocate(before, references, `${before} Amen`)).toEqual(references);
  });

  it('drops a reference no longer written', () => {
    const after = 'Voir Jean 3.1 et Ps 23.';
    expect(relocate(before, references, after)).toEqual([ref(after, 'Ps 23', 'Psaume 23')]);
  });
});

describe('requests', () => {
  it('joins scan texts up to a length and shares the references out at their own offsets', () => {
    const batches = batchScans(['Jean 3.16', 'Ps 23', 'x'.repeat(30)], 20);
    expect(batches.map((batch) => batch.text)).toEqual([`Jean 3.16${RUN_SEPARATOR}Ps 23`, 'x'.repeat(30)]);
    const split = splitBatch(batches[0], [
      { index: 0, length: 9, label: 'Jean 3:16' },
      { index: 10, length: 5, label: 'Psaume 23' },
    ]);
    expect([...split]).toEqual([
      ['Jean 3.16', [{ index: 0, length: 9, label: 'Jean 3:16' }]],
      ['Ps 23', [{ index: 0, length: 5, label: 'Psaume 23' }]],
    ]);
    expect([...splitBatch(batches[1], [])]).toEqual([['x'.repeat(30), []]]);
  });
});
