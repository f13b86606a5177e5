import { Parser } from 'htmlparser2';

const BLOCK = new Set(['p', 'div', 'br', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr', 'hr']);

/**
 * Returns the readable text of an HTML fragment: entities decoded, blocks separated by newlines,
 * runs of spaces folded. Used for search documents and snippets.
 */
export function htmlToPlainText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext: (chunk) => {
        text += chunk;
      },
      onclosetag: (name) => {
        if (BLOCK.has(name)) text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}
