import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { saveToken } from '../../lib/admin-auth/token';
import { useAdminToken } from '../../lib/admin-auth/use-admin-session';
import { useAdminT } from '../../i18n/admin-messages';
import { adminPaths } from '../../config/admin-paths';
import { errorCode, logUnexpected } from '../../lib/errors';
import './admin-login.css';
import { AdminLoginDocument } from './api/login.generated';

/** The inline error for a refused sign-in: the server's message, translated when it is a known one. */
function useLoginError() {
  const t = useAdminT();
  return (error: unknown): string => {
    if (!CombinedGraphQLErrors.is(error)) return t('admin.login.unexpected');
    const code = errorCode(error);
    if (code === 'UNAUTHENTICATED') return t('admin.login.invalid');
    if (code === 'TOO_MANY_REQUESTS') return t('admin.login.tooMany');
    if (code === 'RATE_LIMIT_UNAVAILABLE') return t('admin.login.unavailable');
    if (code === 'BAD_USER_INPUT') return t('admin.login.invalid');
    return error.errors[0]?.message || t('admin.login.failed');
  };
}

/** /admin/login: 'Admin Login', Email, Password, 'Login' ('Logging in...'), an inline error. */
export default function AdminLoginPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const token = useAdminToken();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const describe = useLoginError();

  if (token && !loading) return <Navigate to={adminPaths.posts} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const newToken = data?.login.token;
      if (!newToken) {
        setError(t('admin.login.failed'));
        return;
      }
      saveToken(newToken);
      navigate(adminPaths.posts, { replace: true });
    } catch (caught) {
      logUnexpected('Admin login failed', caught);
      setError(describe(caught));
    }
  };

  return (
    <main className="admin-login">
      <title>{t('admin.login.title')}</title>
      <form className="admin-login__card admin-panel" onSubmit={onSubmit} aria-busy={loading}>
        <h1 className="admin-login__title">{t('admin.login.title')}</h1>
        {error && (
          <div className="admin-alert" role="alert">
            <p>{error}</p>
          </div>
        )}
        <div className="admin-field">
          <label className="admin-label" htmlFor="admin-email">
            {t('admin.login.email')}
          </label>
          <input
            id="admin-email"
            className="admin-input"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={loading}
          />
        </div>
        <div className="admin-field">
          <label className="admin-label" htmlFor="admin-password">
            {t('admin.login.password')}
          </label>
          <input
            id="admin-password"
            className="admin-input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={loading}
          />
        </div>
        <button type="submit" className="admin-button admin-button--block" disabled={loading}>
          {loading ? t('admin.login.submitting') : t('admin.login.submit')}
        </button>
        <p className="admin-login__back">
          <Link to="/">{t('admin.login.backToSite')}</Link>
        </p>
      </form>
    </main>
  );
}
