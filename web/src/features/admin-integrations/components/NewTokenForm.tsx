import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiScope } from '../../../gql/schema-types';
import { useAdminT } from '../../../i18n/admin-messages';
import { logUnexpected } from '../../../lib/errors';
import { AdminCreateApiTokenDocument } from '../api/integrations.generated';
import {
  checkName,
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  type ExpiryChoice,
  expiryDate,
  type FormErrors,
  NAME_MAX,
  refusedFields,
  SCOPES,
} from '../token-view';
import type { IssuedSecret } from './SecretPanel';

/**
 * The new token form: name, scopes with what each allows, expiry. The secret in the answer goes
 * to `onIssued` and nowhere else: the mutation skips the cache and its result is reset at once.
 */
export function NewTokenForm({ onIssued }: { onIssued(issued: IssuedSecret): Promise<void> }) {
  const t = useAdminT();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading, reset }] = useMutation(AdminCreateApiTokenDocument, { fetchPolicy: 'no-cache' });
  const nameInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLSelectElement>(null);

  // Once the fields are enabled again, the first refused one takes the focus.
  useEffect(() => {
    if (loading) return;
    if (errors.name) nameInput.current?.focus();
    else if (errors.expiresAt) expiryInput.current?.focus();
  }, [errors, loading]);

  const toggleScope = (scope: ApiScope, on: boolean) =>
    setScopes((current) => SCOPES.map((entry) => entry.scope).filter((s) => (s === scope ? on : current.includes(s))));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    const local = checkName(name);
    setErrors(local);
    if (local.name) return;
    try {
      const { data } = await create({
        variables: { input: { name: name.trim(), scopes, expiresAt: expiryDate(expiry, new Date()) } },
      });
      if (!data) throw new Error('No answer to createApiToken');
      const { secret, token } = data.createApiToken;
      reset();
      setName('');
      setScopes([]);
      setExpiry(DEFAULT_EXPIRY);
      await onIssued({ secret, tokenId: token.id, name: token.name, regenerated: false });
    } catch (caught) {
      logUnexpected('Creating an API token failed', caught);
      const refused = refusedFields(caught, name);
      if (refused.name || refused.expiresAt) setErrors(refused);
      else setFormError(t('admin.integrations.error.createFailed'));
    }
  };

  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="admin-panel integrations-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="integrations-form-title"
      aria-busy={loading}
    >
      <h2 id="integrations-form-title" className="admin-panel__title">
        {t('admin.integrations.form.title')}
      </h2>
      {formError && (
        <div className="admin-alert" role="alert">
          <p>{formError}</p>
        </div>
      )}
      <div className="admin-field">
        <label className="admin-label" htmlFor="token-name">
          {t('admin.integrations.form.name')}
        </label>
        <input
          ref={nameInput}
          id="token-name"
          className="admin-input"
          name="name"
          autoComplete="off"
          required
          maxLength={NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={loading}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(errors.name && 'token-name-error', 'token-name-hint')}
        />
        {errors.name && (
          <p id="token-name-error" className="integrations-field-error">
            {t(errors.name, { max: NAME_MAX })}
          </p>
        )}
        <p id="token-name-hint" className="admin-hint">
          {t('admin.integrations.form.nameHint', { max: NAME_MAX })}
        </p>
      </div>
      <fieldset className="integrations-form__scopes" aria-describedby="token-scopes-note" disabled={loading}>
        <legend className="admin-label">{t('admin.integrations.form.scopes')}</legend>
        {SCOPES.map(({ scope, label, description }) => (
          <div key={scope} className="integrations-scope">
            <input
              id={`token-scope-${scope}`}
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggleScope(scope, event.target.checked)}
              aria-describedby={`token-scope-${scope}-text`}
            />
            <label htmlFor={`token-scope-${scope}`}>
              <code className="integrations-chip">{label}</code>
            </label>
            <p id={`token-scope-${scope}-text`} className="admin-hint integrations-scope__text">
              {t(description)}
            </p>
          </div>
        ))}
        <p id="token-scopes-note" className="integrations-form__note">
          {t('admin.integrations.form.serverOnly')}
        </p>
      </fieldset>
      <div className="admin-field">
        <label className="admin-label" htmlFor="token-expiry">
          {t('admin.integrations.form.expiry')}
        </label>
        <select
          ref={expiryInput}
          id="token-expiry"
          className="admin-select integrations-form__expiry"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
          disabled={loading}
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={errors.expiresAt ? 'token-expiry-error' : undefined}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'never'
                ? t('admin.integrations.never')
                : choice === '1y'
                  ? t('admin.integrations.expiry.year')
                  : t('admin.integrations.expiry.days', { count: choice === '30d' ? 30 : 90 })}
            </option>
          ))}
        </select>
        {errors.expiresAt && (
          <p id="token-expiry-error" className="integrations-field-error">
            {t(errors.expiresAt)}
          </p>
        )}
      </div>
      <button type="submit" className="admin-button" disabled={loading}>
        {loading ? t('admin.integrations.form.submitting') : t('admin.integrations.form.submit')}
      </button>
    </form>
  );
}
