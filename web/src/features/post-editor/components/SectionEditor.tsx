import { memo, Suspense, useId } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../../components/admin/admin-icons';
import { lazyRoute } from '../../../lib/lazy';
import { loadRichTextEditor } from '../editor-chunks';
import type { Locale } from '../../../gql/schema-types';
import type { SectionDraft } from '../post-form';
import type { RichTextValue } from '../rich-text-types';

const RichTextEditor = lazyRoute('RichTextEditor', loadRichTextEditor);

/** Where a section's rich-text editor will be, while its chunk loads: the same box, quiet. */
function RichTextPlaceholder() {
  const t = useAdminT();
  return (
    <div className="rte-placeholder" aria-busy="true">
      <span className="rte-placeholder__bar" aria-hidden="true" />
      <span className="rte-placeholder__text">{t('admin.editor.editorLoading')}</span>
    </div>
  );
}

/** One section: its title, its rich text (in the post's language, `locale`), and move up / move down / delete. */
export const SectionEditor = memo(function SectionEditor({
  section,
  index,
  count,
  locale,
  onTitle,
  onContent,
  onMove,
  onDelete,
}: {
  section: SectionDraft;
  index: number;
  count: number;
  locale: Locale;
  onTitle(key: string, title: string): void;
  onContent(key: string, value: RichTextValue): void;
  onMove(key: string, direction: -1 | 1): void;
  onDelete(key: string): void;
}) {
  const t = useAdminT();
  const id = useId();
  const number = index + 1;
  return (
    <section className="editor-section admin-panel" aria-labelledby={`${id}-heading`} data-section-key={section.key}>
      <div className="editor-section__head">
        <h3 id={`${id}-heading`} className="editor-section__number">
          {t('admin.editor.sectionNumber', { number })}
        </h3>
        <div className="editor-section__actions">
          <button
            type="button"
            className="admin-icon-button"
            data-action="up"
            onClick={() => onMove(section.key, -1)}
            disabled={index === 0}
            aria-label={t('admin.editor.moveUp', { number })}
            title={t('admin.editor.moveUpShort')}
          >
            <ArrowUpIcon />
          </button>
          <button
            type="button"
            className="admin-icon-button"
            data-action="down"
            onClick={() => onMove(section.key, 1)}
            disabled={index === count - 1}
            aria-label={t('admin.editor.moveDown', { number })}
            title={t('admin.editor.moveDownShort')}
          >
            <ArrowDownIcon />
          </button>
          <button
            type="button"
            className="admin-icon-button admin-icon-button--danger"
            onClick={() => onDelete(section.key)}
            disabled={count <= 1}
            aria-label={t('admin.editor.deleteSection', { number })}
            title={t('admin.editor.deleteSectionShort')}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
      <label className="visually-hidden" htmlFor={`${id}-title`}>
        {t('admin.editor.sectionTitleLabel', { number })}
      </label>
      <input
        id={`${id}-title`}
        className="admin-input editor-section__title"
        type="text"
        placeholder={t('admin.editor.sectionTitle')}
        value={section.title}
        onChange={(event) => onTitle(section.key, event.target.value)}
      />
      <Suspense fallback={<RichTextPlaceholder />}>
        <RichTextEditor
          initialValue={section.value}
          onChange={(value) => onContent(section.key, value)}
          label={t('admin.editor.sectionContent', { number })}
          locale={locale}
        />
      </Suspense>
    </section>
  );
});
