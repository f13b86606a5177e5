import { type AdminMessageId, useAdminT } from '../../../i18n/admin-messages';

const KEYS: [key: string, what: AdminMessageId][] = [
  ['a', 'admin.comments.shortcuts.approve'],
  ['s', 'admin.comments.shortcuts.spam'],
  ['t', 'admin.comments.shortcuts.trash'],
  ['j', 'admin.comments.shortcuts.next'],
  ['k', 'admin.comments.shortcuts.previous'],
];

/** The queue's keyboard shortcuts, folded away until asked for. */
export function ShortcutsHelp() {
  const t = useAdminT();
  return (
    <details className="admin-shortcuts">
      <summary>{t('admin.comments.shortcuts.title')}</summary>
      <div className="admin-shortcuts__body admin-panel">
        <p className="admin-hint">{t('admin.comments.shortcuts.intro')}</p>
        <dl>
          {KEYS.map(([key, what]) => (
            <div key={key} className="admin-shortcuts__item">
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{t(what)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
