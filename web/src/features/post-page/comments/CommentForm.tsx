import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { MessageId } from '../../../i18n/LanguageProvider';
import { useT } from '../../../i18n/use-t';
import { errorCode } from '../../../lib/errors';
import { AddCommentDocument, CommentFormTokenDocument, CommentItemFragmentDoc } from '../api/post.generated';
import type { PendingComment } from './pending-comments';

const EMPTY = { name: '', email: '', website: '', message: '', homepage: '' };

/** What the reader is told when the API refuses a comment, by its error code. */
const REFUSALS: Partial<Record<string, MessageId>> = {
  TOO_MANY_REQUESTS: 'comments.tooMany',
  RATE_LIMIT_UNAVAILABLE: 'comments.unavailable',
  FORBIDDEN: 'comments.closed',
  CONFLICT: 'comments.duplicate',
};

/**
 * The form's token, asked for when the reader first enters the form (never with the page: a
 * cached page would hand every reader the same one, and a page view needs no request). The server
 * measures from it how long the comment took to write. Without it the comment is still accepted,
 * only held for moderation.
 * @returns `start`, for the form's first focus, and `token`, which waits for the answer (null when
 *   it failed).
 */
function useFormToken(postId: string): { start: () => void; token: () => Promise<string | null> } {
  const client = useApolloClient();
  const asked = useRef<{ postId: string; answer: Promise<string | null> } | null>(null);
  const start = useCallback(() => {
    if (asked.current?.postId === postId) return;
    const answer = client
      .query({ query: CommentFormTokenDocument, variables: { postId }, fetchPolicy: 'no-cache' })
      .then(({ data }) => data?.commentFormToken ?? null)
      .catch(() => null);
    asked.current = { postId, answer };
  }, [client, postId]);
  const token = useCallback(() => {
    start();
    return asked.current!.answer;
  }, [start]);
  return { start, token };
}

/**
 * The comment form. Name, e-mail and message are required ('All fields are required!' and
 * nothing sent when one is blank); the website is optional and never sent. A published comment
 * goes to the top of the list; one held for moderation goes to `onHeld` (shown to its poster
 * only). Either way the form is cleared; on failure the text stays. A honeypot field, hidden
 * from people, and the form token let the server tell bots from readers.
 */
export function CommentForm({ postId, onHeld }: { postId: string; onHeld?: (comment: PendingComment) => void }) {
  const t = useT();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState('');
  const [thanks, setThanks] = useState('');
  const formToken = useFormToken(postId);
  const [addComment, { loading }] = useMutation(AddCommentDocument, {
    update(cache, { data }) {
      if (!data || data.addComment.status !== 'APPROVED') return;
      cache.modify({
        id: cache.identify({ __typename: 'Post', id: postId }),
        fields: {
          comments(existing) {
            const ref = cache.writeFragment({
              fragment: CommentItemFragmentDoc,
              data: data.addComment,
            });
            return Array.isArray(existing) ? [ref, ...existing] : existing;
          },
          commentCount(count) {
            return typeof count === 'number' ? count + 1 : count;
          },
        },
      });
    },
  });

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setThanks('');
    const name = fields.name.trim();
    const email = fields.email.trim();
    const content = fields.message.trim();
    if (!name || !email || !content) {
      setProblem(t('comments.required'));
      return;
    }
    setProblem('');
    try {
      const input = { name, email, content, homepage: fields.homepage || null, formToken: await formToken.token() };
      const { data } = await addComment({ variables: { postId, input } });
      setFields(EMPTY);
      const comment = data?.addComment;
      if (comment && comment.status !== 'APPROVED') {
        onHeld?.(comment);
        setThanks(t('comments.thanksHeld'));
      } else {
        setThanks(t('comments.thanks'));
      }
    } catch (error) {
      console.error('Failed to add comment', error);
      const code = errorCode(error);
      setProblem(t((code && REFUSALS[code]) || 'comments.failed'));
    }
  };

  return (
    <form className="comment-form" onSubmit={submit} onFocus={formToken.start} aria-labelledby="comment-form-title">
      <h3 id="comment-form-title">{t('comments.formTitle')}</h3>
      <p className="comment-form__hint">{t('comments.formHint')}</p>
      <noscript>
        <p className="notice" data-testid="comment-needs-javascript">
          {t('comments.needsJavaScript')}
        </p>
      </noscript>
      {problem && (
        <p className="notice notice--error" role="alert" data-testid="comment-error">
          {problem}
        </p>
      )}
      <div className="comment-form__row">
        <div className="field">
          <label htmlFor="comment-name">{t('comments.name')}</label>
          <input
            id="comment-name"
            className="input"
            aria-required="true"
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
          />
        </div>
        <div className="field">
          <label htmlFor="comment-email">{t('comments.email')}</label>
          <input
            id="comment-email"
            className="input"
            type="email"
            aria-required="true"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="comment-website">{t('comments.website')}</label>
        <input
          id="comment-website"
          className="input"
          type="url"
          autoComplete="url"
          value={fields.website}
          onChange={set('website')}
        />
      </div>
      {/* People never see or reach this field; form-filling bots do, and fill it. */}
      <div className="comment-form__trap" aria-hidden="true">
        <label htmlFor="comment-homepage">{t('comments.leaveEmpty')}</label>
        <input
          id="comment-homepage"
          name="homepage"
          tabIndex={-1}
          autoComplete="off"
          value={fields.homepage}
          onChange={set('homepage')}
        />
      </div>
      <div className="field">
        <label htmlFor="comment-message">{t('comments.message')}</label>
        <textarea
          id="comment-message"
          className="input"
          rows={5}
          aria-required="true"
          value={fields.message}
          onChange={set('message')}
        />
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? t('comments.posting') : t('comments.submit')}
      </button>
      <p className="comment-form__thanks" role="status">
        {thanks}
      </p>
    </form>
  );
}
