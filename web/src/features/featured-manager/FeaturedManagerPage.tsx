import { useMutation, useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdminT } from '../../i18n/admin-messages';
import { adminHref } from '../../config/admin-paths';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../components/admin/admin-icons';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { CoverImage } from '../../components/ui/CoverImage';
import { useToast } from '../../components/ui/Toasts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatDate, isoDate } from '../../lib/dates';
import { errorMessage, useLogError } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminAddFeaturedDocument, AdminPostsDocument, AdminRemoveFeaturedDocument } from '../admin-posts';
import {
  type FeaturedEntriesQuery,
  FeaturedEntriesDocument,
  ReorderFeaturedDocument,
} from './api/featured-manager.generated';
import { moveItem } from './move-item';
import './featured-manager.css';

type Entry = FeaturedEntriesQuery['featuredEntries'][number];

const SEARCH_DEBOUNCE_MS = 300;
/** Matches listed in the dropdown. */
const SEARCH_LIMIT = 20;
/** The reader site's featured block shows this many (one large, two small). */
const SHOWN_ON_HOME = 3;

/** 'By author • MMM dd, yyyy' */
function useByLine() {
  const t = useAdminT();
  const { locale } = useLanguage();
  return (author: string, date: string) =>
    t('admin.featured.byLine', {
      author: author || t('admin.featured.anonymous'),
      date: formatDate(date, 'short', locale),
    });
}

function FeaturedSearch({
  entries,
  onAdd,
  busy,
}: {
  entries: Entry[];
  onAdd(postId: string): Promise<boolean>;
  busy: boolean;
}) {
  const t = useAdminT();
  const byLine = useByLine();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  const blank = query.trim() === '';
  // A blank or whitespace-only query clears the results without a call.
  const { data, loading, error } = useQuery(AdminPostsDocument, {
    variables: { page: 1, pageSize: SEARCH_LIMIT, search: term },
    skip: blank || term === '',
    fetchPolicy: 'network-only',
  });
  useLogError('Failed to search blogs', error);
  const matches = blank ? [] : (data?.adminPosts.items ?? []);
  const featuredIds = new Set(entries.map((entry) => entry.post.id));
  const showList = open && !blank;

  const add = async (postId: string) => {
    if (featuredIds.has(postId) || busy) return;
    if (await onAdd(postId)) {
      setQuery('');
      setOpen(false);
      setActive(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && showList && matches[active]) {
      event.preventDefault();
      void add(matches[active].id);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="featured-search">
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('admin.featured.searchLabel')}
      </label>
      <input
        id={`${listId}-input`}
        className="admin-input"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        placeholder={t('admin.featured.search')}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div className="featured-search__dropdown admin-panel">
          {(loading || term !== query.trim()) && matches.length === 0 ? (
            <p className="featured-search__note" role="status">
              {t('admin.featured.searching')}
            </p>
          ) : matches.length === 0 ? (
            <p className="featured-search__note" role="status">
              {t('admin.featured.noMatch', { query: query.trim() })}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('admin.featured.results')} className="featured-search__list">
            {matches.map((post, index) => {
              const already = featuredIds.has(post.id);
              return (
                <li
                  key={post.id}
                  id={`${listId}-${post.id}`}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={already || undefined}
                  className={`featured-search__option${index === active ? ' is-active' : ''}${already ? ' is-disabled' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => void add(post.id)}
                >
                  <span className="featured-search__title">
                    {post.title}
                    <span className="admin-badge admin-badge--locale">{post.locale}</span>
                  </span>
                  <span className="featured-search__meta">
                    {byLine(post.author, post.date)}
                    {already ? (
                      <span className="admin-badge">{t('admin.featured.already')}</span>
                    ) : (
                      post.status !== 'PUBLISHED' && <StatusBadge status={post.status} publishedAt={post.publishedAt} />
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * /admin/featured: search posts (drafts too) to feature, and the ordered featured list with
 * cover, title, author, date, move up / move down and Remove. The reader site's featured block
 * follows this order.
 */
export default function FeaturedManagerPage() {
  const t = useAdminT();
  const toast = useToast();
  const byLine = useByLine();
  const { data, loading, error, refetch } = useQuery(FeaturedEntriesDocument, { fetchPolicy: 'cache-and-network' });
  const [addFeatured] = useMutation(AdminAddFeaturedDocument);
  const [removeFeatured] = useMutation(AdminRemoveFeaturedDocument);
  const [reorderFeatured] = useMutation(ReorderFeaturedDocument);
  const [order, setOrder] = useState<Entry[] | null>(null);
  // 'entries' while an add or a remove is saved (everything waits), 'order' while moves are saved
  // (more moves may follow: they are shown at once and saved after, see saveOrder).
  const [saving, setSaving] = useState<'entries' | 'order' | null>(null);
  const busy = saving !== null;
  const pendingOrder = useRef<string[] | null>(null);
  const savingOrder = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ postId: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const entries = order ?? data?.featuredEntries ?? [];

  // After a move, keep the focus on the moved item's button (or its other arrow at an edge).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !listRef.current) return;
    focusAfterMove.current = null;
    const item = listRef.current.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(target.postId)}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  });

  const run = async (action: () => Promise<unknown>, failure: string): Promise<boolean> => {
    setSaving('entries');
    try {
      await action();
      return true;
    } catch (caught) {
      console.error(failure, caught);
      toast('error', t('admin.featured.updateFailed'));
      return false;
    } finally {
      await refetch().catch(() => undefined);
      setOrder(null);
      setSaving(null);
    }
  };

  // Saves the latest order shown, one request at a time: a move made during a save is shown at
  // once and sent when that save ends, so quick presses all count and the last order wins.
  const saveOrder = async () => {
    savingOrder.current = true;
    setSaving('order');
    while (pendingOrder.current) {
      const postIds = pendingOrder.current;
      pendingOrder.current = null;
      try {
        await reorderFeatured({ variables: { postIds } });
      } catch (caught) {
        // Moves queued meanwhile built on the refused one: show the saved order instead.
        pendingOrder.current = null;
        console.error('Failed to reorder featured', caught);
        toast('error', t('admin.featured.updateFailed'));
      }
      if (!pendingOrder.current) await refetch().catch(() => undefined);
    }
    savingOrder.current = false;
    setOrder(null);
    setSaving(null);
  };

  // Adding puts the post at the end: orderIndex is the current count.
  const add = (postId: string) =>
    run(() => addFeatured({ variables: { postId, orderIndex: entries.length } }), 'Failed to add to featured');

  const remove = (entry: Entry) =>
    run(() => removeFeatured({ variables: { postId: entry.post.id } }), 'Failed to remove from featured').then(
      (ok) => ok && setAnnouncement(t('admin.featured.removed', { title: entry.post.title })),
    );

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (saving === 'entries' || target < 0 || target >= entries.length) return;
    const next = moveItem(entries, index, target);
    const moved = entries[index];
    setOrder(next);
    focusAfterMove.current = { postId: moved.post.id, direction };
    setAnnouncement(t('admin.featured.moved', { title: moved.post.title, position: target + 1, total: next.length }));
    pendingOrder.current = next.map((entry) => entry.post.id);
    if (!savingOrder.current) void saveOrder();
  };

  return (
    <div className="featured-manager">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.featured.title')}</h1>
      </div>
      <p className="admin-hint featured-manager__intro">{t('admin.featured.intro', { count: SHOWN_ON_HOME })}</p>

      <FeaturedSearch entries={entries} onAdd={add} busy={busy} />

      <section className="featured-manager__list-section" aria-labelledby="featured-list-title">
        <h2 id="featured-list-title" className="admin-panel__title">
          {t('admin.featured.listTitle', { count: entries.length })}
        </h2>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {loading && !data ? (
          <p className="admin-state" role="status">
            {t('admin.common.loading')}
          </p>
        ) : error && !data ? (
          <p className="admin-state admin-state--error" role="alert">
            {t('admin.common.error', { message: errorMessage(error) })}
          </p>
        ) : entries.length === 0 ? (
          <p className="admin-state admin-panel">{t('admin.featured.empty')}</p>
        ) : (
          <ol className="featured-list" ref={listRef} aria-busy={busy}>
            {entries.map((entry, index) => (
              <li
                key={entry.post.id}
                data-post-id={entry.post.id}
                className={`featured-item admin-panel${index < SHOWN_ON_HOME ? ' featured-item--home' : ''}`}
              >
                <span className="featured-item__position" aria-hidden="true">
                  {index + 1}
                </span>
                <CoverImage post={entry.post} className="featured-item__cover" sizes="5.5rem" />
                <div className="featured-item__text">
                  <Link to={adminHref.editPost(entry.post.id)} className="featured-item__title">
                    {entry.post.title}
                  </Link>
                  <span className="featured-item__meta">
                    <time dateTime={isoDate(entry.post.date)}>{byLine(entry.post.author, entry.post.date)}</time>
                    <span className="admin-badge admin-badge--locale">{entry.post.locale}</span>
                    {entry.post.status !== 'PUBLISHED' && <StatusBadge status={entry.post.status} publishedAt={null} />}
                  </span>
                </div>
                <div className="featured-item__actions">
                  <button
                    type="button"
                    className="admin-icon-button"
                    data-move="up"
                    onClick={() => move(index, 'up')}
                    disabled={index === 0}
                    aria-label={t('admin.featured.moveUp', { title: entry.post.title })}
                    title={t('admin.featured.moveUpShort')}
                  >
                    <ArrowUpIcon />
                  </button>
                  <button
                    type="button"
                    className="admin-icon-button"
                    data-move="down"
                    onClick={() => move(index, 'down')}
                    disabled={index === entries.length - 1}
                    aria-label={t('admin.featured.moveDown', { title: entry.post.title })}
                    title={t('admin.featured.moveDownShort')}
                  >
                    <ArrowDownIcon />
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--danger admin-button--small"
                    onClick={() => void remove(entry)}
                    disabled={busy}
                    aria-label={t('admin.featured.removeLabel', { title: entry.post.title })}
                  >
                    <TrashIcon width={14} height={14} />
                    {t('admin.featured.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
