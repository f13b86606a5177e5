import { Locale } from '../../common/locale.js';
import { parseSearchReference } from '../bible/reference/parse-references.js';

const osisOf = (input: string, locale?: Locale) => parseSearchReference(input, locale)?.map((ref) => ref.osis) ?? null;

describe('parseSearchReference: a search box read as Bible references', () => {
  it.each([
    ['Jean 3:16', Locale.fr, ['John.3.16']],
    ['Jean 3:16', Locale.en, ['John.3.16']],
    ['jean 3:16', Locale.en, ['John.3.16']],
    ['John 3:16', Locale.fr, ['John.3.16']],
    ['Jn 3,16', Locale.en, ['John.3.16']],
    ['Psalm 23', Locale.en, ['Ps.23']],
    ['Psaume 23', Locale.es, ['Ps.23']],
    ['Romains 8:28-39', Locale.fr, ['Rom.8.28-Rom.8.39']],
    ['Ps 23; Rom 8', Locale.en, ['Ps.23', 'Rom.8']],
    ['Mark 2:1', Locale.en, ['Mark.2.1']],
    ['Luc 15:11', Locale.fr, ['Luke.15.11']],
    ['job 3:1', Locale.en, ['Job.3.1']],
    ['Daniel 7', Locale.en, ['Dan.7']],
    ['John.3.16', undefined, ['John.3.16']],
  ])('%s (%s) → %j', (input, locale, expected) => {
    expect(osisOf(input, locale)).toEqual(expected);
  });

  it.each([
    // Words, not references: a book alone, a book name among other words, numbers alone.
    ['Job interview', Locale.en],
    ['grace', Locale.en],
    ['Mark my words', Locale.en],
    ['Job', Locale.en],
    ['Acts', Locale.en],
    ['Romans', Locale.en],
    ['Genesis 1 and Exodus', Locale.en],
    ['John 3:16 love', Locale.en],
    ['2024', Locale.en],
    ['3:16', Locale.fr],
    // A book token that is also a common word or name needs a verse, in any case.
    ['Mark 2', Locale.en],
    ['job 3', Locale.en],
    ['Is 3', Locale.en],
    ['Act 1', Locale.en],
    ['Song 2', Locale.en],
    ['Am 5', Locale.es],
    ['Marc 2', Locale.fr],
    // Ambiguous in the language that reads it, whatever the reader's.
    ['Os 2', Locale.en],
    ['Luc 15', Locale.fr],
    ['Luc 15', Locale.en],
  ])('%j (%s) is no reference', (input, locale) => {
    expect(osisOf(input, locale)).toBeNull();
  });
});
