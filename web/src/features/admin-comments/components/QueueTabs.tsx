import { type KeyboardEvent, useRef } from 'react';
import { useAdminT } from '../../../i18n/admin-messages';
import { type StatusCounts, type Tab, TAB_LABELS, TABS } from '../moderation';

/**
 * The status tabs (ARIA tabs: one in the tab order, arrows, Home and End move between them, as
 * each one loads its list), each with its count; Pending's stands out while comments wait.
 */
export function QueueTabs({
  tab,
  counts,
  panelId,
  onChange,
}: {
  tab: Tab;
  counts: StatusCounts | null;
  panelId: string;
  onChange(tab: Tab): void;
}) {
  const t = useAdminT();
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const move = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : null;
    if (!target) return;
    event.preventDefault();
    onChange(target);
    buttons.current.get(target)?.focus();
  };
  return (
    <div className="admin-tabs" role="tablist" aria-label={t('admin.comments.tabsLabel')} onKeyDown={move}>
      {TABS.map((name) => {
        const count = counts?.[name];
        const waiting = name === 'pending' && !!count;
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`admin-comments-tab-${name}`}
            className="admin-tabs__tab"
            aria-selected={name === tab}
            aria-controls={panelId}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => name !== tab && onChange(name)}
          >
            <span>{t(TAB_LABELS[name].label)}</span>
            {count !== undefined && (
              <span className={`admin-tabs__count${waiting ? ' admin-tabs__count--waiting' : ''}`}>{count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
