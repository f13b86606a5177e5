import type { CSSProperties, ReactNode } from 'react';
import { useFocused, useSelected, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { useAdminT } from '../../../i18n/admin-messages';
import type { ImageElement } from '../rich-text-types';
import type { ScriptureRange } from '../scripture-references';

function alignStyle(align: string | undefined): CSSProperties | undefined {
  return align && align !== 'left' ? { textAlign: align as CSSProperties['textAlign'] } : undefined;
}

function ImageBlock({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false} className={`rte-image${selected && focused ? ' is-selected' : ''}`}>
        <img
          src={element.url}
          alt={element.alt ?? ''}
          title={element.title}
          width={element.width}
          height={element.height}
        />
      </div>
      {children}
    </div>
  );
}

/** How each element looks while editing (the same tags it is saved as). */
export function RenderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'heading': {
      const Tag = `h${element.level}` as const;
      return (
        <Tag {...attributes} style={alignStyle(element.align)}>
          {children}
        </Tag>
      );
    }
    case 'block-quote':
      return (
        <blockquote {...attributes} style={alignStyle(element.align)}>
          {children}
        </blockquote>
      );
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return (
        <li {...attributes} style={alignStyle(element.align)}>
          {children}
        </li>
      );
    case 'link':
      return (
        <a {...attributes} href={element.url} title={element.title} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
    case 'image':
      return <ImageBlock {...props} element={element} />;
    case 'thematic-break':
      return (
        <div {...attributes}>
          <hr contentEditable={false} />
          {children}
        </div>
      );
    default:
      return (
        <p {...attributes} style={alignStyle(element.align)}>
          {children}
        </p>
      );
  }
}

/** A Bible reference of the text (a decoration, never saved), with the passage it names as tooltip. */
function ScriptureReference({ label, children }: { label: string; children: ReactNode }) {
  const t = useAdminT();
  return (
    <span className="rte-scripture" title={t('admin.rte.referenceTitle', { label })}>
      {children}
    </span>
  );
}

export function RenderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  const { scripture } = leaf as typeof leaf & Partial<Pick<ScriptureRange, 'scripture'>>;
  if (scripture) content = <ScriptureReference label={scripture}>{content}</ScriptureReference>;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.subscript) content = <sub>{content}</sub>;
  if (leaf.superscript) content = <sup>{content}</sup>;
  if (leaf.highlight) content = <mark>{content}</mark>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  const style: CSSProperties = {};
  if (leaf.color) style.color = leaf.color;
  if (leaf.backgroundColor) style.backgroundColor = leaf.backgroundColor;
  return (
    <span {...attributes} style={leaf.color || leaf.backgroundColor ? style : undefined}>
      {content}
    </span>
  );
}
