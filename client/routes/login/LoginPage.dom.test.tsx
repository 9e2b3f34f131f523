// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PROOF_REFUSALS } from '../../../shared/contract/code-proof';
import { ok, refused, renderInShop } from '../../testing/dom';
import { byPath, profile } from '../../testing/profile';
import LoginPage from './LoginPage';
import RegistrationPage from '../registration/RegistrationPage';

const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(`/api${path}`))
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

function signIn(url = '/personal/login/') {
  return renderInShop(
    <Routes>
      <Route path="/personal/login/" element={<LoginPage />} />
      <Route path="/personal/registration/" element={<RegistrationPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { url },
  );
}

// The ALTCHA widget solves in a real browser (test/e2e/account.e2e.ts); here it answers a payload at once.
const widget = vi.hoisted(() => ({ mounted: [] as { auto: boolean }[] }));
vi.mock('../../components/sign-in-code/altcha', () => ({
  mountProofWidget: (_box: HTMLElement, options: { auto: boolean; onVerified(payload: string): void }) => {
    widget.mounted.push({ auto: options.auto });
    setTimeout(() => options.onVerified('PAYLOAD'), 0);
    return Promise.resolve(() => {});
  },
}));

/** A refusal naming the body's field it is about, as the api's field refusals do. */
const refusedOn = (field: string, message: string, status: number) =>
  new Response(JSON.stringify({ status: 'error', errors: [{ message, customData: { field } }], data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const proofAsked = () => refusedOn(PROOF_REFUSALS.required.field, PROOF_REFUSALS.required.message, 429);

const codeSent = { '/profile/sendCode/': () => ok({ RESEND_AFTER: 60, EXPIRES_IN: 300, DEMO_CODE: '123456' }) };

async function askCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  return screen.findByLabelText('Код из СМС');
}

describe('sign-in by a code from an SMS', () => {
  it('asks a code for the masked phone and shows the demo code and the countdown', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(byPath(codeSent));
    signIn();
    const code = await askCode(user);
    expect(sent('/profile/sendCode/')).toEqual([{ phone: '79161234567' }]);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('Код для входа (демо): 123456')).toBeTruthy();
    expect(screen.getByText(/Новый код можно получить через (60|59) с/)).toBeTruthy();
  });

  it('shows a refusal of the phone beside the phone field', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      byPath({
        '/profile/sendCode/': () => refusedOn('phone', 'Проверьте номер телефона: нужно 10 цифр после +7', 400),
      }),
    );
    signIn();
    await user.type(screen.getByLabelText('Телефон'), '916');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const phone = screen.getByLabelText('Телефон');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(phone.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Проверьте номер телефона: нужно 10 цифр после +7');
    expect(screen.queryByLabelText('Код из СМС')).toBeNull();
  });

  it('shows a wrong code beside the code field and keeps the shopper on the page', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(byPath({ ...codeSent, '/profile/login/': () => refused('Неверный код. Осталось попыток: 4', 400) }));
    const { location } = signIn();
    const code = await askCode(user);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe('Неверный код. Осталось попыток: 4');
    expect(location().pathname).toBe('/personal/login/');
  });

  it('sends one sign-in for a double tap and goes back to the local page it came from', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(byPath({ ...codeSent, '/profile/login/': () => new Promise<Response>((resolve) => (answer = resolve)) }));
    const { location } = signIn('/personal/login/?back=%2Fpersonal%2Fsubscribes%2F');
    await user.type(await askCode(user), '123456');
    const button = screen.getByRole('button', { name: 'Войти' });
    await user.dblClick(button);
    await user.click(button);
    expect(sent('/profile/login/')).toEqual([{ phone: '79161234567', code: '123456' }]);
    answer(ok(profile()));
    await waitFor(() => expect(location().pathname).toBe('/personal/subscribes/'));
  });

  it('never follows a `back` to another site', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(byPath({ ...codeSent, '/profile/login/': () => ok(profile()) }));
    const { location } = signIn('/personal/login/?back=%2F%2Fevil.example%2F');
    await user.type(await askCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location().pathname).toBe('/personal/'));
  });

  it('takes a phone without an account to registration with the phone and the code kept', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      byPath({
        ...codeSent,
        '/profile/login/': () => ok(null),
        '/profile/register/': () => ok(profile({ NAME: 'Ольга' })),
      }),
    );
    const { location } = signIn('/personal/login/?back=%2Fpersonal%2Forder%2F');
    await user.type(await askCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await screen.findByRole('form', { name: 'Регистрация' });
    expect(location().pathname).toBe('/personal/registration/');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
    expect((screen.getByLabelText('Код из СМС') as HTMLInputElement).value).toBe('123456');
    // The code came filled in: the name is what to type next, so it has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Имя/)));
    await user.type(screen.getByLabelText(/^Имя/), 'Ольга');
    await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(location().pathname).toBe('/personal/order/'));
    expect(sent('/profile/register/')).toEqual([{ phone: '79161234567', code: '123456', name: 'Ольга', email: '', consent: true }]);
  });
});

describe('a code asked past the phone’s free codes', () => {
  it('shows why the proof of work is asked, solves it and sends the same request with its payload', async () => {
    const user = userEvent.setup();
    widget.mounted.length = 0;
    let asked = 0;
    fetchMock.mockImplementation(
      byPath({
        '/profile/sendCode/': () => (++asked === 1 ? proofAsked() : ok({ RESEND_AFTER: 60, EXPIRES_IN: 300, DEMO_CODE: '123456' })),
      }),
    );
    signIn();
    await user.type(screen.getByLabelText('Телефон'), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText(PROOF_REFUSALS.required.message);
    await screen.findByLabelText('Код из СМС');
    expect(sent('/profile/sendCode/')).toEqual([{ phone: '79161234567' }, { phone: '79161234567', altcha: 'PAYLOAD' }]);
    expect(widget.mounted).toEqual([{ auto: true }]);
    expect(screen.queryByText(PROOF_REFUSALS.required.message)).toBeNull();
    expect(screen.getByText('Код для входа (демо): 123456')).toBeTruthy();
  });

  it('starts a widget the shopper ticks when the api refused the proof it solved by itself', async () => {
    const user = userEvent.setup();
    widget.mounted.length = 0;
    let asked = 0;
    fetchMock.mockImplementation(
      byPath({
        '/profile/sendCode/': () =>
          ++asked === 1
            ? proofAsked()
            : asked === 2
              ? refusedOn(PROOF_REFUSALS.expired.field, PROOF_REFUSALS.expired.message, 400)
              : ok({ RESEND_AFTER: 60, EXPIRES_IN: 300 }),
      }),
    );
    signIn();
    await user.type(screen.getByLabelText('Телефон'), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByLabelText('Код из СМС');
    expect(widget.mounted).toEqual([{ auto: true }, { auto: false }]);
    expect(sent('/profile/sendCode/')).toHaveLength(3);
  });
});
