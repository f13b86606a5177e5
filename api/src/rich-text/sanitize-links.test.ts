import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { sanitizeRichText } from './sanitize.js';

/** The rel tokens of a parsed link, as a browser splits them (ASCII whitespace, any case). */
const relTokens = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/[\t\n\f\r ]+/);

/** Every `<a>` of sanitized output that carries a target, with its attributes. */
const linksWithTarget = (html: string) =>
  DomUtils.findAll((element) => element.name === 'a', parseDocument(html).children).filter(
    (link) => 'target' in link.attribs,
  );

const space = fc.constantFrom('', ' ', '\t', '\n', '  ', '\r\n', '\f');
const around = (value: fc.Arbitrary<string>) =>
  fc.tuple(space, value, space).map(([before, text, after]) => before + text + after);

/** Target values a browser treats as "another browsing context": `_blank` in any case and padding, named windows, and anything else. */
const targetValue = fc.oneof(
  around(fc.mixedCase(fc.constantFrom('_blank', '_new', '_top', '_parent', '_self', 'preview', 'window2'))),
  fc.string(),
);

/** Rel values, the opener-related tokens included in any case, or arbitrary text. */
const relValue = fc.oneof(
  fc
    .array(around(fc.mixedCase(fc.constantFrom('opener', 'noopener', 'noreferrer', 'nofollow', 'external', 'ugc'))), {
      maxLength: 4,
    })
    .map((tokens) => tokens.join(' ')),
  fc.string(),
);

/** One attribute as it may be written: any name casing, spaces around `=`, any quoting. */
const attribute = (name: string, value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.mixedCase(fc.constant(name)), space, space, value, fc.constantFrom('"', "'", ''))
    .map(([written, beforeEquals, afterEquals, text, quote]) => {
      if (quote === '' && /^[^\s"'=<>`]+$/.test(text)) return `${written}${beforeEquals}=${afterEquals}${text}`;
      const q = quote || '"';
      const escaped = text.replace(/&/g, '&amp;').replace(q === '"' ? /"/g : /'/g, q === '"' ? '&quot;' : '&#39;');
      return `${written}${beforeEquals}=${afterEquals}${q}${escaped}${q}`;
    });

/** A link with a target and, sometimes, a rel and an href, in any order. */
const link = fc
  .tuple(
    attribute('target', targetValue),
    fc.option(attribute('rel', relValue), { nil: undefined }),
    fc.option(attribute('href', fc.constantFrom('https://example.org/', 'mailto:a@b.c', '#top')), { nil: undefined }),
    fc.string({ maxLength: 20 }),
  )
  .chain(([target, rel, href, text]) =>
    fc
      .shuffledSubarray([target, ...(rel ? [rel] : []), ...(href ? [href] : [])], { minLength: 1 })
      .filter((attributes) => attributes.includes(target))
      .map((attributes) => `<a ${attributes.join(' ')}>${text.replace(/</g, '&lt;')}</a>`),
  );

/** A fragment of paragraphs and text holding one or more such links. */
const fragment = fc
  .array(fc.tuple(link, fc.constantFrom('', ' and ', '<p>', '</p>', '<br>', '<strong>x</strong>')), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.flat().join(''));

describe('links with a target', () => {
  it.each([
    ['<a href="https://example.org" target="_BLANK">x</a>'],
    ['<a href="https://example.org" target="preview">x</a>'],
    ['<a href="https://example.org" TARGET=" _blank " rel="opener">x</a>'],
  ])('never keep the opener: %s', (html) => {
    const [output] = linksWithTarget(sanitizeRichText(html));
    expect(output.attribs.rel).toBe('noopener noreferrer');
  });

  it('keep the other rel tokens of a link', () => {
    const html = '<a href="https://example.org" target="_blank" rel="NoFollow opener">x</a>';
    expect(sanitizeRichText(html)).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it('whatever the target value, casing, quoting, whitespace and rel, every output link with a target has rel noopener and noreferrer', () => {
    fc.assert(
      fc.property(fragment, (html) => {
        for (const output of linksWithTarget(sanitizeRichText(html))) {
          expect(relTokens(output.attribs.rel)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
