import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorCode } from '../../../lib/errors';
import { AddCommentDocument, CommentItemFragmentDoc } from '../api/post.generated';

const EMPTY = { name: '', email: '', website: '', message: '' };

/**
 * The comment form. Name, e-mail and message are required ('All fields are required!' and
 * nothing sent when one is blank); the website is optional and never sent. A posted comment
 * goes to the top of the list and the form is cleared; on failure the text stays.
 */
export function CommentForm({ postId }: { postId: string }) {
  const t = useT();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState('');
  const [thanks, setThanks] = useState('');
  const [addComment, { loading }] = useMutation(AddCommentDocument, {
    update(cache, { data }) {
      if (!data) return;
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
      await addComment({ variables: { postId, input: { name, email, content } } });
      setFields(EMPTY);
      setThanks(t('comments.thanks'));
    } catch (error) {
      console.error('Failed to add comment', error);
      const code = errorCode(error);
      setProblem(
        code === 'TOO_MANY_REQUESTS'
          ? t('comments.tooMany')
          : code === 'FORBIDDEN'
            ? t('comments.closed')
            : t('comments.failed'),
      );
    }
  };

  return (
    <form className="comment-form" onSubmit={submit} aria-labelledby="comment-form-title">
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
