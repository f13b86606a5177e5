import { useId, useRef, useState } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { ImageIcon } from '../../../components/admin/admin-icons';
import { useToast } from '../../../components/ui/Toasts';
import { IMAGE_ACCEPT, uploadImage } from '../upload';

/** Cover Image: a file picker (images only) with a preview; a failed upload shows a toast. */
export function CoverUpload({
  cover,
  onChange,
}: {
  cover: string | null;
  onChange(cover: { id: string; url: string } | null): void;
}) {
  const t = useAdminT();
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (error) {
      console.error('Cover upload failed', error);
      toast('error', t('admin.editor.coverFailed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="admin-field editor-cover">
      <span className="admin-label" id={`${id}-label`}>
        {t('admin.editor.cover')}
      </span>
      {cover ? (
        <img className="editor-cover__preview" src={cover} alt={t('admin.editor.coverPreview')} />
      ) : (
        <div className="editor-cover__empty" aria-hidden="true">
          <ImageIcon width={28} height={28} />
        </div>
      )}
      <div className="editor-cover__actions">
        <label
          className="admin-button admin-button--secondary admin-button--small editor-cover__pick"
          aria-disabled={uploading}
        >
          <input
            ref={input}
            id={id}
            className="visually-hidden"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-status`}
            disabled={uploading}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          {uploading
            ? t('admin.editor.uploading')
            : cover
              ? t('admin.editor.coverChange')
              : t('admin.editor.coverChoose')}
        </label>
        {cover && !uploading && (
          <button
            type="button"
            className="admin-button admin-button--danger admin-button--small"
            onClick={() => onChange(null)}
          >
            {t('admin.editor.coverRemove')}
          </button>
        )}
      </div>
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {uploading ? t('admin.editor.uploading') : ''}
      </p>
    </div>
  );
}
