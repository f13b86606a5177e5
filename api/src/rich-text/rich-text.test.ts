import { htmlToPlainText } from './plain-text.js';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<p style="position:fixed;color:red">x</p>', '<p style="color:red">x</p>'],
    ['<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
  ])('removes unsafe markup from %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps everything the editor produces', () => {
    const html =
      '<h2 style="text-align:center">T</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s>' +
      '<span style="color:#c00">c</span></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>' +
      '<pre><code>x = 1</code></pre><p><a href="https://example.org">l</a><a href="mailto:a@b.c">m</a>' +
      '<a href="tel:+1">t</a><a href="sms:+1">s</a></p><p><img src="https://example.org/a.png" alt="A" /></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('htmlToPlainText', () => {
  it('separates blocks and decodes entities', () => {
    expect(htmlToPlainText('<p>Faith &amp; hope</p><ul><li>one</li><li>two</li></ul>')).toBe('Faith & hope\none\ntwo');
  });
});
