import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/link/Link';
import { urls } from '../../../shared/routes';
import { PersonalDataConsent } from '../../components/form/PersonalDataConsent';
import { Page } from '../../components/page';
import { api } from '../../hooks/fetcher';
import { Button } from '../../ui/Button';
import { EmailField } from '../../ui/EmailField';
import { Field, Input } from '../../ui/Field';
import { Note, Panel } from '../../ui/layout';
import { CodeFields } from '../../components/sign-in-code/CodeFields';
import { SignInColumn, SignInForm } from '../../components/sign-in-code/SignInFrame';
import { handOver, useLoginCode } from '../../components/sign-in-code/useLoginCode';

const FIELDS = ['phone', 'code', 'name', 'email', 'consent'] as const;

/**
 * /personal/registration/: a new account by the phone's code (spec §7.5), with a name, an optional
 * e-mail and the 152-FZ consent. Coming from sign-in, the phone and the code are already filled.
 */
export default function RegistrationPage() {
  const { search, state } = useLocation();
  const [start] = useState(() => handOver(state));
  const form = useLoginCode(FIELDS, start);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);

  const register = () =>
    form.run(async () => {
      try {
        const body = { phone: form.apiPhone, code: form.code, name, email, consent };
        const profile = await api.request('POST /profile/register/', { body });
        await form.signedIn(profile);
      } catch (error) {
        form.refused(error);
      }
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    void (form.sent ? register() : form.requestCode());
  }

  const { errors } = form;
  return (
    <Page title="Регистрация">
      <SignInColumn>
        <Panel>
          <SignInForm onSubmit={submit} noValidate aria-label="Регистрация">
            {start ? (
              <p>Такого номера у нас ещё нет — познакомимся? Код из СМС уже введён, осталось имя.</p>
            ) : (
              <p>Зарегистрируйтесь по номеру телефона: пришлём код в СМС.</p>
            )}
            {/* Handed over from sign-in, the code is in: the name is what to type next. */}
            <CodeFields form={form} focusCode={!start} />
            {form.sent && (
              <>
                <Field label="Имя" error={errors.name}>
                  <Input
                    name="name"
                    autoComplete="given-name"
                    value={name}
                    // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the code came filled in from sign-in: the name is next
                    autoFocus={start !== null}
                    onChange={(e) => setName(e.target.value)}
                  />
                </Field>
                <EmailField hint="— по желанию" error={errors.email} value={email} onChange={setEmail} />
                <PersonalDataConsent checked={consent} onChange={setConsent} />
                {errors.consent && (
                  <Note tone="danger" role="alert">
                    {errors.consent}
                  </Note>
                )}
                <Button type="submit" disabled={form.sending || !form.ready} aria-busy={form.sending || undefined}>
                  {form.sending ? 'Регистрируем…' : 'Зарегистрироваться'}
                </Button>
              </>
            )}
            <p>
              Уже есть аккаунт? <Link to={urls.login() + search}>Войдите</Link>
            </p>
          </SignInForm>
        </Panel>
      </SignInColumn>
    </Page>
  );
}
