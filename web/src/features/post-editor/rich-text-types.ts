import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** Block alignment, written as style="text-align:..." (the server keeps text-align). */
export type Alignment = 'left' | 'center' | 'right' | 'justify';
export const ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right', 'justify'];

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Formatting of a run of text. Each mark maps to one tag or style the server keeps. */
export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  code?: true;
  subscript?: true;
  superscript?: true;
  /** <mark> */
  highlight?: true;
  /** CSS colour, written as <span style="color:...">. */
  color?: string;
  /** CSS colour, written as <span style="background-color:...">. */
  backgroundColor?: string;
}

/** The boolean marks, in the order their tags are nested when written (outermost first). */
export const BOOLEAN_MARKS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
  'subscript',
  'superscript',
  'highlight',
] as const;
export type BooleanMark = (typeof BOOLEAN_MARKS)[number];
export type ColorMark = 'color' | 'backgroundColor';

export interface LinkElement {
  type: 'link';
  url: string;
  title?: string;
  /** '_blank' opens in a new tab (written with rel="noopener noreferrer"). */
  target?: string;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

interface Aligned {
  align?: Alignment;
}

export interface ParagraphElement extends Aligned {
  type: 'paragraph';
  children: InlineNode[];
}

export interface HeadingElement extends Aligned {
  type: 'heading';
  level: HeadingLevel;
  children: InlineNode[];
}

export interface BlockQuoteElement extends Aligned {
  type: 'block-quote';
  children: InlineNode[];
}

/** <pre><code>: plain text, line breaks kept. */
export interface CodeBlockElement {
  type: 'code-block';
  children: FormattedText[];
}

export interface ListItemElement extends Aligned {
  type: 'list-item';
  children: InlineNode[];
}

/** A list holds items and, for nesting, lists (written inside the item before them). */
export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: (ListItemElement | ListElement)[];
}

export interface ImageElement {
  type: 'image';
  url: string;
  alt?: string;
  title?: string;
  width?: number;
  height?: number;
  children: [{ text: '' }];
}

/** <hr> */
export interface ThematicBreakElement {
  type: 'thematic-break';
  children: [{ text: '' }];
}

export type BlockElement =
  | ParagraphElement
  | HeadingElement
  | BlockQuoteElement
  | CodeBlockElement
  | ListElement
  | ImageElement
  | ThematicBreakElement;

export type RichTextElement = BlockElement | ListItemElement | LinkElement;

/** A section's content as the editor holds it. */
export type RichTextValue = BlockElement[];

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: FormattedText;
  }
}

export const emptyValue = (): RichTextValue => [{ type: 'paragraph', children: [{ text: '' }] }];
