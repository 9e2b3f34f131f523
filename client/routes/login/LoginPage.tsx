import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/link/Link';
import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { api } from '../../hooks/fetcher';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/layout';
import { CodeFields } from '../../components/sign-in-code/CodeFields';
import { SignInColumn, SignInForm } from '../../components/sign-in-code/SignInFrame';
import { useLoginCode } from '../../components/sign-in-code/useLoginCode';

const FIELDS = ['phone', 'code'] as const;

/**
 * /personal/login/: sign in by a code sent to the phone (spec §6, §7.5). A phone without an account
 * goes on to registration with the phone and the code kept; after sign-in the shopper goes back
 * to `?back=` (a path of this shop only) or to the personal area.
 */
export default function LoginPage() {
  const form = useLoginCode(FIELDS, null);
  const { search } = useLocation();
  const navigate = useNavigate();

  const toRegistration = () => void navigate(urls.registration() + search, { state: form.handOver() });

  const signIn = () =>
    form.run(async () => {
      try {
        const profile = await api.request('POST /profile/login/', { body: { phone: form.apiPhone, code: form.code } });
        // A right code for a phone without an account (null, not an error): register with it.
        if (profile === null) return toRegistration();
        await form.signedIn(profile);
      } catch (error) {
        form.refused(error);
      }
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    void (form.sent ? signIn() : form.requestCode());
  }

  return (
    <Page title="Вход">
      <SignInColumn>
        <Panel>
          <SignInForm onSubmit={submit} noValidate aria-label="Вход по номеру телефона">
            <p>Войдите по номеру телефона: пришлём код в СМС. Заказы, корзина и избранное этого браузера останутся с вами.</p>
            <CodeFields form={form} />
            {form.sent && (
              <Button type="submit" disabled={form.sending || !form.ready} aria-busy={form.sending || undefined}>
                {form.sending ? 'Входим…' : 'Войти'}
              </Button>
            )}
            <p>
              Впервые у нас? <Link to={urls.registration() + search}>Зарегистрируйтесь</Link>
            </p>
          </SignInForm>
        </Panel>
      </SignInColumn>
    </Page>
  );
}
