import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { PageHead } from '../../components/seo/PageHead';
import { useToast } from '../../components/ui/Toasts';
import { useT } from '../../i18n/use-t';
import { SendContactMessageDocument } from './api/contact.generated';
import './contact.css';

const EMPTY = { fullName: '', email: '', message: '' };

/** /contact-us: full name, e-mail and message; success and error toasts top-right for 5 s. */
export default function ContactPage() {
  const t = useT();
  const toast = useToast();
  const [fields, setFields] = useState(EMPTY);
  const [send, { loading }] = useMutation(SendContactMessageDocument);

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send({
        variables: {
          input: { fullName: fields.fullName.trim(), email: fields.email.trim(), message: fields.message.trim() },
        },
      });
      setFields(EMPTY);
      toast('success', t('contact.success'));
    } catch (error) {
      console.error('Contact message failed', error);
      toast('error', t('common.errorGeneric'));
    }
  };

  return (
    <div className="container page contact">
      <PageHead title={t('contact.title')} description={t('meta.contact.description')} />
      <div className="contact__layout">
        <div>
          <header className="page-header">
            <h1>{t('contact.title')}</h1>
            <p>{t('contact.intro')}</p>
          </header>
          <form className="contact__form" onSubmit={submit}>
            <div className="field">
              <label htmlFor="contact-name">{t('contact.fullName')}</label>
              <input
                id="contact-name"
                className="input"
                required
                autoComplete="name"
                value={fields.fullName}
                onChange={set('fullName')}
              />
            </div>
            <div className="field">
              <label htmlFor="contact-email">{t('contact.email')}</label>
              <input
                id="contact-email"
                className="input"
                type="email"
                required
                autoComplete="email"
                value={fields.email}
                onChange={set('email')}
              />
            </div>
            <div className="field">
              <label htmlFor="contact-message">{t('contact.message')}</label>
              <textarea
                id="contact-message"
                className="input"
                rows={6}
                required
                value={fields.message}
                onChange={set('message')}
              />
            </div>
            <button type="submit" className="button" disabled={loading}>
              {loading ? t('contact.sending') : t('contact.submit')}
            </button>
          </form>
        </div>
        <div className="contact__illustration" aria-hidden="true">
          <img src="/images/contact.svg" width={480} height={480} alt="" loading="lazy" />
        </div>
      </div>
    </div>
  );
}
