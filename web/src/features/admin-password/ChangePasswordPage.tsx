import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminMeDocument } from '../../lib/admin-auth/api/admin-session.generated';
import { saveToken } from '../../lib/admin-auth/token';
import { type AdminMessageId, useAdminT } from '../../i18n/admin-messages';
import { errorCode, logUnexpected } from '../../lib/errors';
import { AdminChangePasswordDocument } from './api/change-password.generated';
import { newPasswordRuleBroken } from './password-rules';
import './change-password.css';

type Field = 'current' | 'next' | 'confirm';
type Values = Record<Field, string>;

const EMPTY: Values = { current: '', next: '', confirm: '' };
const RULES: AdminMessageId[] = [
  'admin.password.rule.length',
  'admin.password.rule.email',
  'admin.password.rule.common',
  'admin.password.rule.different',
];

/**
 * What a refused change means on screen: the field the server names (`current` or `next`) with
 * the rule it broke in the interface's language, or a message for the whole form.
 */
function refusal(error: unknown, values: Values, email: string): { field?: Field; message: AdminMessageId } {
  const code = errorCode(error);
  if (code === 'TOO_MANY_REQUESTS') return { message: 'admin.login.tooMany' };
  if (code === 'RATE_LIMIT_UNAVAILABLE') return { message: 'admin.login.unavailable' };
  const fields = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.fields : undefined;
  if (code === 'BAD_USER_INPUT' && fields && typeof fields === 'object') {
    if ('current' in fields) return { field: 'current', message: 'admin.password.error.wrongCurrent' };
    if ('next' in fields) return { field: 'next', message: newPasswordRuleBroken(values.next, email, values.current) };
  }
  return { message: 'admin.login.unexpected' };
}

/**
 * /admin/panel/password: current, new and confirmation fields with the rules, the server's
 * refusals shown inline on their field, and a success message. The server ends every session of
 * the administrator and returns a new token, kept at once, so this browser stays signed in.
 */
export default function ChangePasswordPage() {
  const t = useAdminT();
  const email = useQuery(AdminMeDocument).data?.me.email ?? '';
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [change, { loading }] = useMutation(AdminChangePasswordDocument);
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const showFieldError = (field: Field, message: AdminMessageId) => setFieldError({ field, message: t(message) });
  // Once the fields are enabled again, the refused one takes the focus.
  useEffect(() => {
    if (fieldError && !loading) inputs[fieldError.field].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs never change
  }, [fieldError, loading]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFieldError(null);
    setFormError(null);
    setChanged(false);
    if (values.next !== values.confirm) {
      showFieldError('confirm', 'admin.password.error.mismatch');
      return;
    }
    try {
      const { data } = await change({ variables: { current: values.current, next: values.next } });
      if (!data) throw new Error('No answer to changePassword');
      saveToken(data.changePassword.token);
      setValues(EMPTY);
      setChanged(true);
    } catch (caught) {
      logUnexpected('Changing the password failed', caught);
      const { field, message } = refusal(caught, values, email);
      if (field) showFieldError(field, message);
      else setFormError(t(message));
    }
  };

  const input = (field: Field, autoComplete: string, label: AdminMessageId, describedBy?: string) => {
    const id = `password-${field}`;
    const error = fieldError?.field === field ? fieldError.message : null;
    return (
      <div className="admin-field">
        <label className="admin-label" htmlFor={id}>
          {t(label)}
        </label>
        <input
          ref={inputs[field]}
          id={id}
          className="admin-input"
          type="password"
          name={field}
          autoComplete={autoComplete}
          required
          value={values[field]}
          onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
          disabled={loading}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ') || undefined}
        />
        {error && (
          <p id={`${id}-error`} className="admin-field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="admin-password">
      <div className="admin-page-head">
        <h1 className="admin-page-title">{t('admin.password.title')}</h1>
      </div>
      <form className="admin-panel admin-password__card" onSubmit={onSubmit} aria-busy={loading}>
        <p className="admin-hint admin-password__intro">{t('admin.password.intro')}</p>
        <p className={changed ? 'admin-password__success' : 'visually-hidden'} role="status">
          {changed ? t('admin.password.success') : ''}
        </p>
        {formError && (
          <div className="admin-alert" role="alert">
            <p>{formError}</p>
          </div>
        )}
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        {input('current', 'current-password', 'admin.password.current')}
        {input('next', 'new-password', 'admin.password.next', 'password-rules')}
        <div id="password-rules" className="admin-password__rules">
          <p>{t('admin.password.rules')}</p>
          <ul>
            {RULES.map((rule) => (
              <li key={rule}>{t(rule)}</li>
            ))}
          </ul>
        </div>
        {input('confirm', 'new-password', 'admin.password.confirm')}
        <button type="submit" className="admin-button" disabled={loading}>
          {loading ? t('admin.password.submitting') : t('admin.password.submit')}
        </button>
      </form>
    </div>
  );
}
