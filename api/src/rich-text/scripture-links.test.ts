import { Locale } from '../common/locale.js';
import { linkScriptureReferences } from './scripture-links.js';
import { sanitizeRichText } from './sanitize.js';

const ref = (osis: string, text: string) =>
  `<a class="scripture-ref" href="/bible/${osis}" data-osis="${osis}">${text}</a>`;

describe('linkScriptureReferences', () => {
  it('links each reference of the text in the post language', () => {
    expect(linkScriptureReferences('<p>Lisez Jean 3.16 et Romains 8,28-39.</p>', Locale.fr)).toBe(
      `<p>Lisez ${ref('John.3.16', 'Jean 3.16')} et ${ref('Rom.8.28-Rom.8.39', 'Romains 8,28-39')}.</p>`,
    );
    expect(linkScriptureReferences('<p>Read <em>John 3:16</em> and Ps 23.</p>', Locale.en)).toBe(
      `<p>Read <em>${ref('John.3.16', 'John 3:16')}</em> and ${ref('Ps.23', 'Ps 23')}.</p>`,
    );
  });

  it('reads a text node whole, entities decoded, and writes its text escaped', () => {
    expect(linkScriptureReferences('<p>Jean&nbsp;3.16 &amp; &lt;Jean 3.17&gt;</p>', Locale.fr)).toBe(
      `<p>${ref('John.3.16', 'Jean\u00a03.16')} &amp; &lt;${ref('John.3.17', 'Jean 3.17')}&gt;</p>`,
    );
  });

  it('never links inside a link, code or a code block, nor in attributes', () => {
    const html =
      '<p><a href="https://example.org/John 3:16" title="John 3:16">John 3:16 <strong>John 3:17</strong></a></p>' +
      '<p><code>John 3:16</code></p><pre><code>Ps 23</code></pre>' +
      '<p><img src="https://example.org/a.png" alt="John 3:16" /></p>';
    expect(linkScriptureReferences(html, Locale.en)).toBe(html);
    expect(linkScriptureReferences('<p><code>x</code> John 3:16</p>', Locale.en)).toBe(
      `<p><code>x</code> ${ref('John.3.16', 'John 3:16')}</p>`,
    );
  });

  it('keeps HTML without references as it is, and what the sanitizer allows', () => {
    const html = sanitizeRichText(
      '<h2 style="text-align:center">T</h2><p>In 2024, <span style="color:#c00">3 000</span> readers.</p>' +
        '<ul><li>a</li></ul><p>line<br />break</p><hr /><p><a href="https://example.org" target="_blank">x</a></p>',
    );
    expect(linkScriptureReferences(html, Locale.en)).toBe(html);
    expect(linkScriptureReferences('<p>No digits</p>', Locale.en)).toBe('<p>No digits</p>');
  });

  it('follows the running-text rules of the parser (no false positives)', () => {
    expect(linkScriptureReferences('<p>Mark 2 friends, my job 3 days ago, €3,16.</p>', Locale.en)).toBe(
      '<p>Mark 2 friends, my job 3 days ago, €3,16.</p>',
    );
  });

  it('cannot be made to add markup: text that looks like HTML stays text', () => {
    const out = linkScriptureReferences('<p>&lt;script&gt;alert(1)&lt;/script&gt; John 3:16</p>', Locale.en);
    expect(out).toBe(`<p>&lt;script&gt;alert(1)&lt;/script&gt; ${ref('John.3.16', 'John 3:16')}</p>`);
  });
});
