import { QUOTE_LIMIT, quoteExcerpt, quoteLines, replyHref } from './reply-link';

const TEXTS = { subject: 'Re: Your message to Wisdom Blog', intro: 'On 3 Mar 2026, 14:05, Lydia wrote:' };

/** The parts of a mailto: URL, decoded as a mail client reads them. */
function parse(href: string) {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=(.*)$/.exec(href);
  if (!match) throw new Error(`not a mailto with subject and body: ${href}`);
  return {
    to: decodeURIComponent(match[1]),
    subject: decodeURIComponent(match[2]),
    body: decodeURIComponent(match[3]),
  };
}

describe('replyHref', () => {
  it('writes to the sender with the subject and the quoted message after room to write', () => {
    const href = replyHref({ email: 'lydia@example.com', message: 'Could you write\non Acts 16?' }, TEXTS);
    expect(href.startsWith('mailto:lydia@example.com?subject=')).toBe(true);
    expect(parse(href)).toEqual({
      to: 'lydia@example.com',
      subject: 'Re: Your message to Wisdom Blog',
      body: '\r\n\r\nOn 3 Mar 2026, 14:05, Lydia wrote:\r\n> Could you write\r\n> on Acts 16?',
    });
  });

  it('encodes every character that would break the URL (spaces, &, =, #, %, accents, emoji)', () => {
    const href = replyHref(
      { email: 'a+b@example.com', message: 'Prière & paix = 100% #joie 🙏' },
      { subject: 'Re : Votre message à Wisdom & Co', intro: 'Le 3 mars, Zoé a écrit :' },
    );
    expect(href).not.toMatch(/[ #\u00C0-\uFFFF]/u);
    expect(href.match(/&/g)).toHaveLength(1);
    expect(parse(href).subject).toBe('Re : Votre message à Wisdom & Co');
    expect(parse(href).body).toContain('> Prière & paix = 100% #joie 🙏');
    expect(parse(href).to).toBe('a+b@example.com');
  });

  it('keeps an address with URL characters from adding parameters', () => {
    const href = replyHref({ email: 'x?cc=spy@evil.test', message: 'hi' }, TEXTS);
    expect(href.startsWith('mailto:x%3Fcc%3Dspy@evil.test?subject=')).toBe(true);
  });

  it('quotes at most the first 1,000 characters of a long message', () => {
    const long = 'a'.repeat(5000);
    const href = replyHref({ email: 'x@example.com', message: long }, TEXTS);
    const quoted = parse(href).body.split('\r\n').slice(3).join('');
    expect(quoted).toBe(`> ${'a'.repeat(QUOTE_LIMIT)}…`);
    expect(href.length).toBeLessThan(1500);
  });
});

describe('quoteExcerpt', () => {
  it('keeps a short message whole, with its line endings as \\n and no trailing blank', () => {
    expect(quoteExcerpt('one\r\ntwo\rthree\n\n')).toBe('one\ntwo\nthree');
  });

  it('never cuts an emoji in half', () => {
    expect(quoteExcerpt('🙏🙏🙏', 2)).toBe('🙏🙏…');
  });
});

describe('quoteLines', () => {
  it('puts "> " before each line and a bare ">" on empty ones', () => {
    expect(quoteLines('Grace\n\nPeace')).toEqual(['> Grace', '>', '> Peace']);
  });
});
