import { createEditor, Editor, type Descendant } from 'slate';
import type { BlockElement, InlineNode, RichTextValue } from '../rich-text-types';
import { withRichText } from '../editor-plugin';
import { deserializeHtml } from './deserialize';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import { serializeHtml } from './serialize';

const p = (...children: InlineNode[]): BlockElement => ({ type: 'paragraph', children });

/** What Slate's own normalizer makes of a value (the deserializer must already give that). */
function slateNormalized(value: RichTextValue): Descendant[] {
  const editor = withRichText(createEditor());
  editor.children = structuredClone(value);
  Editor.normalize(editor, { force: true });
  return editor.children;
}

/** Each case: an editor value and the exact HTML it is saved as; both directions are checked. */
const cases: [string, RichTextValue, string][] = [
  ['paragraph', [p({ text: 'In the beginning' })], '<p>In the beginning</p>'],
  ['bold', [p({ text: 'a ' }, { text: 'bold', bold: true }, { text: ' word' })], '<p>a <strong>bold</strong> word</p>'],
  ['italic', [p({ text: 'grace', italic: true })], '<p><em>grace</em></p>'],
  ['underline', [p({ text: 'faith', underline: true })], '<p><u>faith</u></p>'],
  ['strikethrough', [p({ text: 'old', strikethrough: true })], '<p><s>old</s></p>'],
  ['inline code', [p({ text: 'x = 1', code: true })], '<p><code>x = 1</code></p>'],
  ['subscript', [p({ text: 'H' }, { text: '2', subscript: true }, { text: 'O' })], '<p>H<sub>2</sub>O</p>'],
  ['superscript', [p({ text: 'x' }, { text: '2', superscript: true })], '<p>x<sup>2</sup></p>'],
  ['highlight', [p({ text: 'note', highlight: true })], '<p><mark>note</mark></p>'],
  ['text colour', [p({ text: 'red', color: '#b91c1c' })], '<p><span style="color:#b91c1c">red</span></p>'],
  [
    'background colour',
    [p({ text: 'hi', backgroundColor: '#fef08a' })],
    '<p><span style="background-color:#fef08a">hi</span></p>',
  ],
  [
    'all marks together',
    [
      p({
        text: 'all',
        bold: true,
        italic: true,
        underline: true,
        strikethrough: true,
        highlight: true,
        color: '#1d4ed8',
        backgroundColor: '#fef08a',
      }),
    ],
    '<p><strong><em><u><s><mark><span style="color:#1d4ed8;background-color:#fef08a">all</span></mark></s></u></em></strong></p>',
  ],
  ['line break', [p({ text: 'line one\nline two' })], '<p>line one<br />line two</p>'],
  ['escaping', [p({ text: '1 < 2 & "quotes" > 0' })], '<p>1 &lt; 2 &amp; "quotes" &gt; 0</p>'],
  ['empty paragraph', [p({ text: 'a' }), p({ text: '' }), p({ text: 'b' })], '<p>a</p><p></p><p>b</p>'],
  ...([1, 2, 3, 4, 5, 6] as const).map((level): [string, RichTextValue, string] => [
    `heading ${level}`,
    [{ type: 'heading', level, children: [{ text: 'Psalms' }] }],
    `<h${level}>Psalms</h${level}>`,
  ]),
  [
    'alignment',
    [
      { type: 'paragraph', align: 'center', children: [{ text: 'c' }] },
      { type: 'heading', level: 2, align: 'right', children: [{ text: 'r' }] },
      { type: 'paragraph', align: 'justify', children: [{ text: 'j' }] },
    ],
    '<p style="text-align:center">c</p><h2 style="text-align:right">r</h2><p style="text-align:justify">j</p>',
  ],
  ['blockquote', [{ type: 'block-quote', children: [{ text: 'Be still.' }] }], '<blockquote>Be still.</blockquote>'],
  [
    'code block',
    [{ type: 'code-block', children: [{ text: 'if (a < b) {\n  return "x";\n}' }] }],
    '<pre><code>if (a &lt; b) {\n  return "x";\n}</code></pre>',
  ],
  [
    'bulleted list',
    [
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'love' }] },
          { type: 'list-item', children: [{ text: 'joy', bold: true }] },
        ],
      },
    ],
    '<ul><li>love</li><li><strong>joy</strong></li></ul>',
  ],
  [
    'numbered list with a nested list and an aligned item',
    [
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one.a' }] }] },
          { type: 'list-item', align: 'center', children: [{ text: 'two' }] },
        ],
      },
    ],
    '<ol><li>one<ul><li>one.a</li></ul></li><li style="text-align:center">two</li></ol>',
  ],
  [
    'link',
    [
      p(
        { text: 'see ' },
        { type: 'link', url: 'https://example.org/?a=1&b=2', children: [{ text: 'here' }] },
        { text: '.' },
      ),
    ],
    '<p>see <a href="https://example.org/?a=1&amp;b=2">here</a>.</p>',
  ],
  [
    'link in a new tab with a title and marks',
    [
      p(
        { text: '' },
        {
          type: 'link',
          url: 'mailto:a@b.org',
          title: 'Write',
          target: '_blank',
          children: [{ text: 'mail', bold: true }],
        },
        { text: '' },
      ),
    ],
    '<p><a href="mailto:a@b.org" title="Write" target="_blank" rel="noopener noreferrer"><strong>mail</strong></a></p>',
  ],
  [
    'image',
    [
      {
        type: 'image',
        url: '/uploads/abc.png',
        alt: 'A "quiet" lake',
        title: 'Lake',
        width: 640,
        height: 480,
        children: [{ text: '' }],
      },
    ],
    '<img src="/uploads/abc.png" alt="A &quot;quiet&quot; lake" title="Lake" width="640" height="480" />',
  ],
  [
    'image without alt',
    [{ type: 'image', url: 'https://example.org/a.jpg', alt: '', children: [{ text: '' }] }],
    '<img src="https://example.org/a.jpg" alt="" />',
  ],
  ['horizontal rule', [p({ text: 'a' }), { type: 'thematic-break', children: [{ text: '' }] }], '<p>a</p><hr />'],
];

describe('section HTML round trip', () => {
  it.each(cases)('%s: value -> HTML', (_name, value, html) => {
    expect(serializeHtml(value)).toBe(html);
  });

  it.each(cases)('%s: HTML -> value', (_name, value, html) => {
    expect(deserializeHtml(html)).toEqual(value);
  });

  it.each(cases)('%s: the value read back is already Slate-normalized', (_name, _value, html) => {
    const value = deserializeHtml(html);
    expect(slateNormalized(value)).toEqual(value);
  });

  it('writes an empty editor as an empty string and reads it back as one empty paragraph', () => {
    expect(serializeHtml([p({ text: '' })])).toBe('');
    expect(deserializeHtml('')).toEqual([p({ text: '' })]);
    expect(deserializeHtml('   \n')).toEqual([p({ text: '' })]);
  });

  it('round-trips a whole section unchanged', () => {
    const html = cases.map(([, , h]) => h).join('');
    expect(serializeHtml(deserializeHtml(html))).toBe(html);
  });
});

describe('reading HTML written elsewhere', () => {
  const read = (html: string) => serializeHtml(deserializeHtml(html));

  it('understands the other tags of each mark', () => {
    expect(read('<p><b>b</b> <i>i</i> <strike>s</strike> <del>d</del></p>')).toBe(
      '<p><strong>b</strong> <em>i</em> <s>s</s> <s>d</s></p>',
    );
  });

  it('reads styles with spaces, upper case and several declarations', () => {
    expect(
      read(
        '<p style="TEXT-ALIGN: center; ">x <span style="color: #FF0000; background-color: rgb(1, 2, 3)">y</span></p>',
      ),
    ).toBe('<p style="text-align:center">x <span style="color:#ff0000;background-color:rgb(1, 2, 3)">y</span></p>');
  });

  it('collapses the whitespace of pretty-printed markup', () => {
    expect(
      read('\n<p>\n  In the   beginning\n  <strong>was</strong>\n  the Word\n</p>\n\n<ul>\n  <li> a </li>\n</ul>\n'),
    ).toBe('<p>In the beginning <strong>was</strong> the Word</p><ul><li>a</li></ul>');
  });

  it('reads what the server returns (self-closing or not, entities decoded)', () => {
    expect(read('<p>a<br>b<br/>c &amp; d &nbsp;</p><img src="/uploads/x.png"><hr>')).toBe(
      '<p>a<br />b<br />c &amp; d \u00a0</p><img src="/uploads/x.png" alt="" /><hr />',
    );
  });

  it('wraps loose text and unwraps unknown elements', () => {
    expect(read('Hello <font>world</font><div>in a div</div><section><p>deep</p></section>')).toBe(
      '<p>Hello world</p><p>in a div</p><p>deep</p>',
    );
  });

  it('joins the paragraphs of a quote or a list item with line breaks', () => {
    expect(read('<blockquote>\n<p>one</p>\n<p>two</p>\n</blockquote><ul><li><p>a</p><p>b</p></li></ul>')).toBe(
      '<blockquote>one<br />two</blockquote><ul><li>a<br />b</li></ul>',
    );
  });

  it('takes an image out of its paragraph', () => {
    expect(read('<p>before <img src="/a.png" alt="A"> after</p>')).toBe(
      '<p>before</p><img src="/a.png" alt="A" /><p>after</p>',
    );
  });

  it('reads pre without code and drops the line break right after <pre>', () => {
    expect(read('<pre>\nline 1\nline 2</pre>')).toBe('<pre><code>line 1\nline 2</code></pre>');
  });

  it('drops unsafe links and images but keeps their text', () => {
    expect(read('<p><a href="javascript:alert(1)">click</a><img src="javascript:x"></p>')).toBe('<p>click</p>');
    expect(read('<p><a href="vbscript:x">v</a> <a>no href</a></p>')).toBe('<p>v no href</p>');
  });

  it('drops scripts and styles entirely', () => {
    expect(read('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });

  it('merges a link split by marks into one link', () => {
    expect(read('<p><a href="https://x.org">a <b>b</b></a></p>')).toBe(
      '<p><a href="https://x.org">a <strong>b</strong></a></p>',
    );
  });

  it('keeps colour set on a block as a colour mark', () => {
    expect(read('<p style="color:#123456">blue</p>')).toBe('<p><span style="color:#123456">blue</span></p>');
  });
});

describe('URL rules', () => {
  it.each([
    ['https://example.org', true],
    ['http://example.org', true],
    ['mailto:a@b.org', true],
    ['tel:+3312345', true],
    ['sms:+3312345', true],
    ['/blogs/1', true],
    ['#notes', true],
    ['javascript:alert(1)', false],
    [' JaVaScRiPt:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,x', false],
    ['ftp://example.org', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
  ])('link %s allowed: %s', (url, allowed) => {
    expect(safeLinkUrl(url) !== null).toBe(allowed);
  });

  it.each([
    ['https://example.org/a.png', true],
    ['/uploads/a.png', true],
    ['data:image/png;base64,AAAA', true],
    ['data:text/html;base64,AAAA', false],
    ['javascript:x', false],
  ])('image %s allowed: %s', (url, allowed) => {
    expect(safeImageUrl(url) !== null).toBe(allowed);
  });
});
