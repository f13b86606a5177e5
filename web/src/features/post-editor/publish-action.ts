import type { EditorPostFieldsFragment } from './api/post-editor.generated';
import { dateInputToIso, type PostForm } from './post-form';

/** What saving the form does, as its primary button says it. */
export type PublishAction =
  { kind: 'draft' } | { kind: 'schedule'; at: Date } | { kind: 'publish' } | { kind: 'update' };

/**
 * The outcome of saving `form` over the `saved` post (null for a new one): a draft; a post
 * scheduled for its date when that moment is still ahead; otherwise published now, or updated
 * when readers already see it. The date is the one the save sends (see dateInputToIso).
 */
export function publishAction(
  form: Pick<PostForm, 'status' | 'date'>,
  saved: Pick<EditorPostFieldsFragment, 'status' | 'date'> | null,
  now = new Date(),
): PublishAction {
  if (form.status === 'DRAFT') return { kind: 'draft' };
  const at = new Date(dateInputToIso(form.date, saved?.date ?? null, now));
  if (at > now) return { kind: 'schedule', at };
  return saved?.status === 'PUBLISHED' ? { kind: 'update' } : { kind: 'publish' };
}

/** How the editor writes a publication day: "March 5, 2031", "5 mars 2031"... */
export const LONG_DATE = { dateStyle: 'long' } as const;
