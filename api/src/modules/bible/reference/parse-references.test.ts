import { Locale } from '../../../common/locale.js';
import { bookNumber, bookRange, chapterRange, verseOrdinal } from '../canon.js';
import { parseReference, parseReferences } from './parse-references.js';

const osisOf = (text: string, locale: Locale) => parseReferences(text, locale).map((ref) => ref.osis);
const verse = (book: string, chapter: number, v: number) => verseOrdinal(bookNumber(book)!, chapter, v);

describe('parseReferences: the four languages', () => {
  it.each([
    ['Jean 3.16', Locale.fr, ['John.3.16']],
    ['Jn 3,16', Locale.fr, ['John.3.16']],
    ['Jean 3:16', Locale.fr, ['John.3.16']],
    ['1 Co 13:4-7', Locale.fr, ['1Cor.13.4-1Cor.13.7']],
    ['1 Co 13:4-7', Locale.en, ['1Cor.13.4-1Cor.13.7']],
    ['Ps 23', Locale.en, ['Ps.23']],
    ['Ps 23', Locale.fr, ['Ps.23']],
    ['Romains 8:28-39', Locale.fr, ['Rom.8.28-Rom.8.39']],
    ['Romains 8,28-39', Locale.fr, ['Rom.8.28-Rom.8.39']],
    ['Génesis 1:1', Locale.es, ['Gen.1.1']],
    ['Juan 3,16', Locale.es, ['John.3.16']],
    ['Salmi 23,1', Locale.it, ['Ps.23.1']],
    ['Giovanni 3:16-18; 4:1', Locale.it, ['John.3.16-John.3.18', 'John.4.1']],
    ['Giovanni 3,16-18; 4,1', Locale.it, ['John.3.16-John.3.18', 'John.4.1']],
    ['Ap 21', Locale.fr, ['Rev.21']],
    ['Ap 21', Locale.es, ['Rev.21']],
    ['Ap 21', Locale.it, ['Rev.21']],
    ['John 3:16', Locale.en, ['John.3.16']],
    ['Jn 3:16', Locale.en, ['John.3.16']],
  ])('%s (%s) → %j', (text, locale, expected) => {
    expect(osisOf(text, locale)).toEqual(expected);
  });

  it('finds references in running text with their positions', () => {
    const text = 'As Paul says in Romans 8:28-39, and again in 1 John 4:8, love wins.';
    const found = parseReferences(text, Locale.en);
    expect(found.map(({ osis, text: written }) => [osis, written])).toEqual([
      ['Rom.8.28-Rom.8.39', 'Romans 8:28-39'],
      ['1John.4.8', '1 John 4:8'],
    ]);
    for (const ref of found) expect(text.slice(ref.index, ref.index + ref.length)).toBe(ref.text);
  });

  it('reads lists and ranges: verses, chapters across chapters, books', () => {
    expect(osisOf('Romans 8:28-39, 9:1', Locale.en)).toEqual(['Rom.8.28-Rom.8.39', 'Rom.9.1']);
    expect(osisOf('John 3:16-4:2', Locale.en)).toEqual(['John.3.16-John.4.2']);
    expect(osisOf('Gen 1-3', Locale.en)).toEqual(['Gen.1-Gen.3']);
    expect(osisOf('Jean 3,16. 18', Locale.fr)).toEqual(['John.3.16', 'John.3.18']);
    expect(osisOf('Genesis 1-50', Locale.en)).toEqual(['Gen']);
  });

  it('turns passages into canon ordinals: a chapter spans verses 0 to 999, a book chapters 0 to 999', () => {
    const [psalm] = parseReferences('Ps 23', Locale.en);
    expect(psalm).toMatchObject(chapterRange(bookNumber('Ps')!, 23));
    const [john] = parseReferences('John 3:16-18', Locale.en);
    expect(john).toMatchObject({ start: verse('John', 3, 16), end: verse('John', 3, 18) });
    const [genesis] = parseReference('Genesis')!;
    expect(genesis).toMatchObject(bookRange(bookNumber('Gen')!));
  });
});

describe('parseReferences: no false positives in ordinary text', () => {
  it.each([
    ['I lost my job 3 days ago', Locale.en],
    ['Mark 2 friends came along', Locale.en],
    ['It costs €3,16 today', Locale.en],
    ['Il a payé 3,16 € ce matin', Locale.fr],
    ['Act 1 of the play was long', Locale.en],
    ['Is 3 enough?', Locale.en],
    ['Am 5 años de casado', Locale.es],
    ['On 12/03/2024 at 3.16 pm', Locale.en],
    ['Genesis is a band', Locale.en],
    ['Marc 2 amis', Locale.fr],
    ['Marco 3 volte', Locale.it],
  ])('%s (%s) has none', (text, locale) => {
    expect(parseReferences(text, locale)).toEqual([]);
  });

  it('still takes those books with a verse', () => {
    expect(osisOf('Mark 2:1', Locale.en)).toEqual(['Mark.2.1']);
    expect(osisOf('Job 3:1', Locale.en)).toEqual(['Job.3.1']);
    expect(osisOf('Is 3:16', Locale.en)).toEqual(['Isa.3.16']);
    expect(osisOf('Am 5,24', Locale.es)).toEqual(['Amos.5.24']);
  });
});

describe('parseReference: a whole input', () => {
  it.each([
    ['John 3:16', undefined, ['John.3.16']],
    ['john 3:16', undefined, ['John.3.16']],
    ['Jean 3,16', undefined, ['John.3.16']],
    ['Jn 3,16', undefined, ['John.3.16']],
    ['Génesis 1:1', undefined, ['Gen.1.1']],
    ['Salmi 23,1', undefined, ['Ps.23.1']],
    ['Giovanni 3:16-18; 4:1', undefined, ['John.3.16-John.3.18', 'John.4.1']],
    ['Mark 2', Locale.en, ['Mark.2']],
    ['Romans', Locale.en, ['Rom']],
    ['John.3.16-John.3.18', undefined, ['John.3.16-John.3.18']],
    ['Ps.23,Rom.8', undefined, ['Ps.23', 'Rom.8']],
  ])('%s (%s) → %j', (input, locale, expected) => {
    expect(parseReference(input, locale)?.map((ref) => ref.osis)).toEqual(expected);
  });

  it.each(['', 'hello world', 'John 3:16 is my favourite verse', '3,16', 'Foo.3.16'])('%j is null', (input) => {
    expect(parseReference(input)).toBeNull();
  });
});
