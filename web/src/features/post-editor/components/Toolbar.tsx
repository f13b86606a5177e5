import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ReactEditor, useSlate } from 'slate-react';
import { useAdminT, type AdminMessageId } from '../../../i18n/admin-messages';
import { useToast } from '../../../components/ui/Toasts';
import {
  type BlockFormat,
  activeLink,
  clearFormatting,
  currentAlignment,
  currentBlockFormat,
  currentColor,
  insertImage,
  insertRule,
  isBlockActive,
  isMarkActive,
  setAlignment,
  setColor,
  toggleBlock,
  toggleMark,
  unwrapLink,
  upsertLink,
} from '../editor-commands';
import { normalizeTypedLink, safeImageUrl } from '../html/safe-url';
import type { Alignment, BooleanMark, ColorMark } from '../rich-text-types';
import { IMAGE_ACCEPT, uploadImage } from '../upload';
import { syncSelectionFromDom } from './dom-selection';
import { ToolbarIcons } from './toolbar-icons';
import { useRestoreSelection } from './use-restore-selection';

/** The palette of the two colour pickers (each readable on the site's light and dark paper). */
export const PALETTE: { name: AdminMessageId; value: string }[] = [
  { name: 'admin.colors.black', value: '#1f1b16' },
  { name: 'admin.colors.grey', value: '#6b7280' },
  { name: 'admin.colors.red', value: '#b91c1c' },
  { name: 'admin.colors.orange', value: '#c2410c' },
  { name: 'admin.colors.gold', value: '#a16207' },
  { name: 'admin.colors.green', value: '#15803d' },
  { name: 'admin.colors.teal', value: '#0f766e' },
  { name: 'admin.colors.blue', value: '#1d4ed8' },
  { name: 'admin.colors.purple', value: '#7e22ce' },
  { name: 'admin.colors.pink', value: '#be185d' },
];
export const HIGHLIGHTS: { name: AdminMessageId; value: string }[] = [
  { name: 'admin.colors.yellow', value: '#fef08a' },
  { name: 'admin.colors.green', value: '#bbf7d0' },
  { name: 'admin.colors.blue', value: '#bfdbfe' },
  { name: 'admin.colors.pink', value: '#fbcfe8' },
  { name: 'admin.colors.orange', value: '#fed7aa' },
  { name: 'admin.colors.grey', value: '#e5e7eb' },
];

/** Keyboard shortcuts, shown in the buttons' tooltips. */
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const MOD = isMac ? '⌘' : 'Ctrl';
export const MARK_SHORTCUTS: Partial<Record<BooleanMark, string>> = {
  bold: `${MOD}+B`,
  italic: `${MOD}+I`,
  underline: `${MOD}+U`,
  strikethrough: `${MOD}+Shift+X`,
  code: `${MOD}+E`,
};

type Popover = 'link' | 'image' | 'color' | 'background' | null;

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onPress,
  children,
  expanded,
  hasDialog,
}: {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onPress(): void;
  children: ReactNode;
  expanded?: boolean;
  /** The button opens a dialog (aria-haspopup). */
  hasDialog?: boolean;
}) {
  const editor = useSlate();
  return (
    <button
      type="button"
      className={`rte-button${active ? ' is-active' : ''}`}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={expanded === undefined ? Boolean(active) : undefined}
      aria-expanded={expanded}
      aria-haspopup={hasDialog ? 'dialog' : undefined}
      aria-keyshortcuts={shortcut?.replace('⌘', 'Meta').replace('Ctrl', 'Control')}
      disabled={disabled}
      // Keep the editor's selection: the click must not move the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        syncSelectionFromDom(editor);
        onPress();
      }}
    >
      {children}
    </button>
  );
}

function LinkForm({ onDone }: { onDone(): void }) {
  const t = useAdminT();
  const editor = useSlate();
  const selection = useRestoreSelection();
  const existing = activeLink(editor);
  const [url, setUrl] = useState(existing?.url ?? '');
  const [newTab, setNewTab] = useState(existing?.target === '_blank');
  const [error, setError] = useState(false);
  const id = useId();

  const apply = () => {
    const safe = normalizeTypedLink(url);
    if (!safe) {
      setError(true);
      return;
    }
    selection.restore();
    upsertLink(editor, safe, { target: newTab ? '_blank' : undefined });
    onDone();
  };

  return (
    <div className="rte-popover__body">
      <label className="admin-label" htmlFor={`${id}-url`}>
        {t('admin.rte.linkUrl')}
      </label>
      <input
        id={`${id}-url`}
        className="admin-input"
        type="text"
        inputMode="url"
        placeholder="https://"
        value={url}
        autoFocus
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="rte-popover__error" role="alert">
          {t('admin.rte.linkInvalid')}
        </p>
      )}
      <label className="rte-check">
        <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        {t('admin.rte.linkNewTab')}
      </label>
      <div className="rte-popover__actions">
        {existing && (
          <button
            type="button"
            className="admin-button admin-button--danger admin-button--small"
            onClick={() => {
              selection.restore();
              unwrapLink(editor);
              onDone();
            }}
          >
            {t('admin.rte.unlink')}
          </button>
        )}
        <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={onDone}>
          {t('admin.common.cancel')}
        </button>
        <button type="button" className="admin-button admin-button--small" onClick={apply}>
          {t('admin.rte.apply')}
        </button>
      </div>
    </div>
  );
}

function ImageForm({ onDone }: { onDone(): void }) {
  const t = useAdminT();
  const toast = useToast();
  const editor = useSlate();
  const selection = useRestoreSelection();
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const id = useId();

  const insert = (src: string, text: string) => {
    selection.restore();
    insertImage(editor, { url: src, alt: text.trim() });
    onDone();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      insert(uploaded.url, alt || file.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' '));
    } catch (caught) {
      console.error('Image upload failed', caught);
      toast('error', t('admin.rte.imageUploadFailed'));
      setUploading(false);
    }
  };

  const insertUrl = () => {
    const safe = safeImageUrl(url);
    if (!safe) {
      setError(true);
      return;
    }
    insert(safe, alt);
  };

  return (
    <div className="rte-popover__body">
      <label className="admin-label" htmlFor={`${id}-alt`}>
        {t('admin.rte.imageAlt')}
      </label>
      <input
        id={`${id}-alt`}
        className="admin-input"
        type="text"
        value={alt}
        autoFocus
        onChange={(event) => setAlt(event.target.value)}
      />
      <label className="admin-label" htmlFor={`${id}-file`}>
        {t('admin.rte.imageUpload')}
      </label>
      <input
        id={`${id}-file`}
        className="rte-file"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={uploading}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {uploading && (
        <p className="admin-hint" role="status">
          {t('admin.editor.uploading')}
        </p>
      )}
      <label className="admin-label" htmlFor={`${id}-url`}>
        {t('admin.rte.imageUrl')}
      </label>
      <input
        id={`${id}-url`}
        className="admin-input"
        type="text"
        inputMode="url"
        placeholder="https://"
        value={url}
        aria-invalid={error || undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            insertUrl();
          }
        }}
      />
      {error && (
        <p className="rte-popover__error" role="alert">
          {t('admin.rte.imageInvalid')}
        </p>
      )}
      <div className="rte-popover__actions">
        <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={onDone}>
          {t('admin.common.cancel')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={insertUrl}
          disabled={uploading || !url}
        >
          {t('admin.rte.imageInsert')}
        </button>
      </div>
    </div>
  );
}

function ColorForm({ mark, onDone }: { mark: ColorMark; onDone(): void }) {
  const t = useAdminT();
  const editor = useSlate();
  const current = currentColor(editor, mark);
  const colors = mark === 'color' ? PALETTE : HIGHLIGHTS;
  const choose = (value: string | null) => {
    setColor(editor, mark, value);
    onDone();
  };
  return (
    <div className="rte-popover__body">
      <div
        className="rte-swatches"
        role="group"
        aria-label={t(mark === 'color' ? 'admin.rte.textColor' : 'admin.rte.highlight')}
      >
        {colors.map((color) => (
          <button
            key={color.value}
            type="button"
            className={`rte-swatch${current === color.value ? ' is-active' : ''}`}
            style={{ background: color.value }}
            aria-label={t(color.name)}
            title={t(color.name)}
            aria-pressed={current === color.value}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(color.value)}
          />
        ))}
      </div>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(null)}
      >
        {t('admin.rte.defaultColor')}
      </button>
    </div>
  );
}

const BLOCK_OPTIONS: { value: BlockFormat; label: AdminMessageId }[] = [
  { value: 'paragraph', label: 'admin.rte.paragraph' },
  { value: 'heading-1', label: 'admin.rte.heading1' },
  { value: 'heading-2', label: 'admin.rte.heading2' },
  { value: 'heading-3', label: 'admin.rte.heading3' },
  { value: 'heading-4', label: 'admin.rte.heading4' },
  { value: 'heading-5', label: 'admin.rte.heading5' },
  { value: 'heading-6', label: 'admin.rte.heading6' },
];

const ALIGN_BUTTONS: { value: Alignment; label: AdminMessageId; icon: ReactNode }[] = [
  { value: 'left', label: 'admin.rte.alignLeft', icon: ToolbarIcons.alignLeft },
  { value: 'center', label: 'admin.rte.alignCenter', icon: ToolbarIcons.alignCenter },
  { value: 'right', label: 'admin.rte.alignRight', icon: ToolbarIcons.alignRight },
  { value: 'justify', label: 'admin.rte.alignJustify', icon: ToolbarIcons.alignJustify },
];

const MARK_BUTTONS: { mark: BooleanMark; label: AdminMessageId; icon: ReactNode }[] = [
  { mark: 'bold', label: 'admin.rte.bold', icon: ToolbarIcons.bold },
  { mark: 'italic', label: 'admin.rte.italic', icon: ToolbarIcons.italic },
  { mark: 'underline', label: 'admin.rte.underline', icon: ToolbarIcons.underline },
  { mark: 'strikethrough', label: 'admin.rte.strikethrough', icon: ToolbarIcons.strikethrough },
  { mark: 'code', label: 'admin.rte.code', icon: ToolbarIcons.code },
];

/**
 * The rich-text toolbar: marks, block type (paragraph, headings), lists, quote, code block, link,
 * image (upload or address), rule, Bible passage, alignment, text and highlight colours, clean,
 * undo/redo. Arrow keys, Home and End also move between its controls.
 */
export function Toolbar({
  popover,
  setPopover,
  passageOpen,
  onPassage,
}: {
  popover: Popover;
  setPopover(popover: Popover): void;
  /** Whether the "Insert passage" dialog is open, and what opens it. */
  passageOpen: boolean;
  onPassage(): void;
}) {
  const t = useAdminT();
  const editor = useSlate();
  const ref = useRef<HTMLDivElement>(null);
  const blockFormat = currentBlockFormat(editor);
  const align = currentAlignment(editor);
  const inCode = blockFormat === 'code-block';
  const headingValue = blockFormat?.startsWith('heading-') ? blockFormat : 'paragraph';
  const toggle = (next: Popover) => setPopover(popover === next ? null : next);

  // A click outside the toolbar closes its open form.
  useEffect(() => {
    if (!popover) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setPopover(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [popover, setPopover]);

  // Roving focus: arrow keys, Home and End move between the toolbar's controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    if ((event.target as HTMLElement).closest('.rte-popover')) return;
    if (event.target instanceof HTMLSelectElement && event.key.startsWith('Arrow')) return;
    const controls = Array.from(
      ref.current?.querySelectorAll<HTMLElement>(
        '.rte-toolbar__group > button:not(:disabled), .rte-toolbar__group > select',
      ) ?? [],
    );
    const index = controls.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? controls.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + controls.length) % controls.length;
    controls[next].focus();
  };

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('admin.rte.toolbar')} ref={ref} onKeyDown={onKeyDown}>
      <div className="rte-toolbar__group">
        <select
          className="rte-select"
          aria-label={t('admin.rte.blockType')}
          value={headingValue}
          disabled={inCode}
          onChange={(event) => {
            const value = event.target.value as BlockFormat;
            if (value === 'paragraph') {
              if (blockFormat && blockFormat !== 'paragraph') toggleBlock(editor, blockFormat);
            } else if (!isBlockActive(editor, value)) {
              toggleBlock(editor, value);
            }
            ReactEditor.focus(editor);
          }}
        >
          {BLOCK_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="rte-toolbar__group">
        {MARK_BUTTONS.map((button) => (
          <ToolButton
            key={button.mark}
            label={t(button.label)}
            shortcut={MARK_SHORTCUTS[button.mark]}
            active={isMarkActive(editor, button.mark)}
            disabled={inCode}
            onPress={() => toggleMark(editor, button.mark)}
          >
            {button.icon}
          </ToolButton>
        ))}
      </div>
      <div className="rte-toolbar__group">
        <ToolButton
          label={t('admin.rte.bulletedList')}
          active={isBlockActive(editor, 'bulleted-list')}
          onPress={() => toggleBlock(editor, 'bulleted-list')}
        >
          {ToolbarIcons.bulleted}
        </ToolButton>
        <ToolButton
          label={t('admin.rte.numberedList')}
          active={isBlockActive(editor, 'numbered-list')}
          onPress={() => toggleBlock(editor, 'numbered-list')}
        >
          {ToolbarIcons.numbered}
        </ToolButton>
        <ToolButton
          label={t('admin.rte.quote')}
          active={isBlockActive(editor, 'block-quote')}
          onPress={() => toggleBlock(editor, 'block-quote')}
        >
          {ToolbarIcons.quote}
        </ToolButton>
        <ToolButton label={t('admin.rte.codeBlock')} active={inCode} onPress={() => toggleBlock(editor, 'code-block')}>
          {ToolbarIcons.codeBlock}
        </ToolButton>
      </div>
      <div className="rte-toolbar__group">
        <ToolButton
          label={t('admin.rte.link')}
          shortcut={`${MOD}+K`}
          active={Boolean(activeLink(editor))}
          expanded={popover === 'link'}
          onPress={() => toggle('link')}
        >
          {ToolbarIcons.link}
        </ToolButton>
        <ToolButton label={t('admin.rte.image')} expanded={popover === 'image'} onPress={() => toggle('image')}>
          {ToolbarIcons.image}
        </ToolButton>
        <ToolButton label={t('admin.rte.rule')} onPress={() => insertRule(editor)}>
          {ToolbarIcons.rule}
        </ToolButton>
        <ToolButton
          label={t('admin.rte.passage')}
          expanded={passageOpen}
          hasDialog
          onPress={() => {
            setPopover(null);
            onPassage();
          }}
        >
          {ToolbarIcons.passage}
        </ToolButton>
      </div>
      <div className="rte-toolbar__group">
        {ALIGN_BUTTONS.map((button) => (
          <ToolButton
            key={button.value}
            label={t(button.label)}
            active={align === button.value}
            disabled={inCode}
            onPress={() => setAlignment(editor, button.value)}
          >
            {button.icon}
          </ToolButton>
        ))}
      </div>
      <div className="rte-toolbar__group">
        <ToolButton
          label={t('admin.rte.textColor')}
          expanded={popover === 'color'}
          disabled={inCode}
          onPress={() => toggle('color')}
        >
          <span className="rte-color-icon">
            {ToolbarIcons.textColor}
            <span className="rte-color-bar" style={{ background: currentColor(editor, 'color') ?? 'currentColor' }} />
          </span>
        </ToolButton>
        <ToolButton
          label={t('admin.rte.highlight')}
          expanded={popover === 'background'}
          disabled={inCode}
          onPress={() => toggle('background')}
        >
          <span className="rte-color-icon">
            {ToolbarIcons.highlight}
            <span
              className="rte-color-bar"
              style={{ background: currentColor(editor, 'backgroundColor') ?? 'transparent' }}
            />
          </span>
        </ToolButton>
        <ToolButton label={t('admin.rte.clear')} onPress={() => clearFormatting(editor)}>
          {ToolbarIcons.clear}
        </ToolButton>
      </div>
      <div className="rte-toolbar__group">
        <ToolButton
          label={t('admin.rte.undo')}
          shortcut={`${MOD}+Z`}
          onPress={() => editor.undo()}
          disabled={!editor.history.undos.length}
        >
          {ToolbarIcons.undo}
        </ToolButton>
        <ToolButton
          label={t('admin.rte.redo')}
          shortcut={`${MOD}+Shift+Z`}
          onPress={() => editor.redo()}
          disabled={!editor.history.redos.length}
        >
          {ToolbarIcons.redo}
        </ToolButton>
      </div>
      {popover && (
        <div
          className="rte-popover admin-panel"
          role="dialog"
          aria-label={t(
            popover === 'link'
              ? 'admin.rte.link'
              : popover === 'image'
                ? 'admin.rte.image'
                : popover === 'color'
                  ? 'admin.rte.textColor'
                  : 'admin.rte.highlight',
          )}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setPopover(null);
              ReactEditor.focus(editor);
            }
          }}
        >
          {popover === 'link' && <LinkForm onDone={() => setPopover(null)} />}
          {popover === 'image' && <ImageForm onDone={() => setPopover(null)} />}
          {popover === 'color' && <ColorForm mark="color" onDone={() => setPopover(null)} />}
          {popover === 'background' && <ColorForm mark="backgroundColor" onDone={() => setPopover(null)} />}
        </div>
      )}
    </div>
  );
}

export type { Popover };
