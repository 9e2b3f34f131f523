// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalRoot } from '../modal';
import { closeModal } from '../modal/store';
import { ToastArea } from '../toasts';
import { clearToasts } from '../toasts/store';
import { ok, refused, renderInShop } from '../../testing/dom';
import { order } from '../../testing/orders';
import { byPath } from '../../testing/profile';
import { openOneClickOrder } from './OneClickOrder';

afterEach(() => {
  act(() => {
    closeModal();
    clearToasts();
  });
});

/** The product page's «Купить в один клик» for one size, opened in the shop's modal (its code loads first). */
function openForOffer() {
  renderInShop(
    <>
      <ModalRoot />
      <ToastArea />
    </>,
  );
  act(() => openOneClickOrder({ offerId: 103, what: 'Боди молочное, размер 68' }));
  return screen.findByRole('dialog', { name: 'Купить в один клик' });
}

/** The calls sent to an api path, with their bodies. */
const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
const sentBody = () => sentTo('/form/smartOrder/')[0]!;
const placed = () => ok({ id: 1, order: order({ CODE: 'K7M2P9QX4T' }) });

/** Fills in the form for Ольга, +7 (903) 123-45-67, with the consent. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Ольга');
  await user.type(screen.getByLabelText('Телефон'), '89031234567');
  await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
}

describe('the one-click order, filled in', () => {
  it('masks the phone as it is typed and sends it as digits with the offer', async () => {
    const user = userEvent.setup();
    // This browser confirmed the phone before: nothing more is asked.
    fetchMock.mockImplementation(byPath({ '/order/phones/': () => ok({ PHONES: ['79031234567'] }), '/form/smartOrder/': placed }));
    await openForOffer();
    await fillIn(user);
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (903) 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await screen.findByRole('heading', { name: 'Заказ №K7M2P9QX4T принят' });
    expect(screen.queryByRole('button', { name: 'Получить код' })).toBeNull();
    expect(sentBody()).toMatchObject({ name: 'Ольга', phone: '79031234567', consent: true, offerId: 103, quantity: 1 });
    expect(sentBody().idempotencyKey).toEqual(expect.any(String));
    expect(screen.getByRole('link', { name: 'Посмотреть заказ' }).getAttribute('href')).toBe('/personal/orders/K7M2P9QX4T/');
  });

  it('shows the api’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(byPath({ '/form/smartOrder/': () => refused('Нужно согласие на обработку персональных данных') }));
    await openForOffer();
    await user.type(screen.getByLabelText('Имя'), 'Ольга');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Нужно согласие на обработку персональных данных');
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Ольга');
    expect(screen.getByRole('dialog', { name: 'Купить в один клик' })).toBeTruthy();
  });

  it('puts each of the api’s messages beside its field, focuses the first, and keeps the toasts above the form', async () => {
    const user = userEvent.setup();
    const errors = [
      { message: 'Укажите имя', customData: { field: 'name' } },
      { message: 'Укажите телефон', customData: { field: 'phone' } },
      { message: 'Нужно согласие на обработку персональных данных', customData: { field: 'consent' } },
    ];
    // Its own answer for each call: the form asks for the profile too (its phone counts as confirmed).
    fetchMock.mockImplementation(
      byPath({ '/form/smartOrder/': () => new Response(JSON.stringify({ status: 'error', errors, data: null }), { status: 400 }) }),
    );
    const dialog = await openForOffer();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const name = await screen.findByRole('textbox', { name: 'Имя' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const phone = screen.getByLabelText('Телефон');
    const consent = screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
    for (const [control, message] of [
      [name, 'Укажите имя'],
      [phone, 'Укажите телефон'],
      [consent, 'Нужно согласие на обработку персональных данных'],
    ] as const) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = control
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
      expect(dialog.contains(document.getElementById(control.getAttribute('aria-describedby')!.split(' ').at(-1)!))).toBe(true);
    }
    expect(document.activeElement).toBe(name);
    // The toasts (the spec's notices) are there too, at the top while the form's dialog is open.
    const area = document.querySelector('[data-toast-area]')!;
    expect(area.textContent).toContain('Укажите телефон');
    expect(area.hasAttribute('data-over-dialog')).toBe(true);

    // A field put right loses its message; the others keep theirs.
    await user.type(name, 'Ольга');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks an unconfirmed phone for the code beside it, sends nothing until then, and then the order goes', async () => {
    const user = userEvent.setup();
    let phones: string[] = [];
    fetchMock.mockImplementation(
      byPath({
        '/order/phones/': () => ok({ PHONES: phones }),
        '/profile/sendCode/': () => ok({ RESEND_AFTER: 60, EXPIRES_IN: 300, DEMO_CODE: '246810' }),
        '/order/confirmPhone/': (body) => {
          phones = [(body as { phone: string }).phone];
          return ok({ PHONES: phones });
        },
        '/form/smartOrder/': placed,
      }),
    );
    await openForOffer();
    await fillIn(user);
    const step = await screen.findByRole('group', { name: 'Подтверждение телефона' });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(within(step).getByRole('alert').textContent).toBe(
      'Подтвердите телефон кодом из СМС: заказ с оплатой при получении оформляется только на подтверждённый номер',
    );
    const getCode = within(step).getByRole('button', { name: 'Получить код' });
    expect(document.activeElement).toBe(getCode);
    expect(sentTo('/form/smartOrder/')).toEqual([]);

    await user.click(getCode);
    expect(sentTo('/profile/sendCode/')).toEqual([{ phone: '79031234567' }]);
    await user.type(within(step).getByLabelText('Код из СМС'), '246810');
    await user.click(within(step).getByRole('button', { name: 'Подтвердить' }));

    await screen.findByRole('heading', { name: 'Заказ №K7M2P9QX4T принят' });
    expect(sentTo('/order/confirmPhone/')).toEqual([{ phone: '79031234567', code: '246810' }]);
    expect(sentTo('/form/smartOrder/')).toHaveLength(1);
  });

  it('shows a wrong code beside the code field, and places nothing', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      byPath({
        '/order/phones/': () => ok({ PHONES: [] }),
        '/profile/sendCode/': () => ok({ RESEND_AFTER: 60, EXPIRES_IN: 300 }),
        '/order/confirmPhone/': () => refused('Неверный код. Осталось попыток: 4'),
      }),
    );
    await openForOffer();
    await fillIn(user);
    const step = await screen.findByRole('group', { name: 'Подтверждение телефона' });
    await user.click(within(step).getByRole('button', { name: 'Получить код' }));
    await user.type(within(step).getByLabelText('Код из СМС'), '111111{Enter}');
    await within(step).findByText('Неверный код. Осталось попыток: 4');
    expect(within(step).getByLabelText('Код из СМС').getAttribute('aria-invalid')).toBe('true');
    expect(within(step).getByText('Новый код можно получить через 60 с')).toBeTruthy();
    expect(sentTo('/form/smartOrder/')).toEqual([]);
  });

  it('closes with Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    renderInShop(
      <>
        <button type="button" onClick={() => openOneClickOrder({ offerId: 103 })}>
          Купить в один клик
        </button>
        <ModalRoot />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Купить в один клик' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Купить в один клик' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});
