// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../components/toasts/store';
import { renderInShop } from '../../testing/dom';
import { profile } from '../../testing/profile';
import { FeedbackForm } from './FeedbackForm';

afterEach(() => act(() => clearToasts()));

describe('«Написать нам» refused', () => {
  it('marks the consent beside its box and puts the focus on the first field the api named', async () => {
    const user = userEvent.setup();
    const errors = [
      { message: 'Проверьте номер телефона: нужно 10 цифр после +7', customData: { field: 'phone' } },
      { message: 'Нужно согласие на обработку персональных данных', customData: { field: 'consent' } },
    ];
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: 'error', errors, data: null }), { status: 400 }));
    renderInShop(<FeedbackForm profile={profile()} onSent={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const consent = screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
    await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'));
    const described = consent
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Нужно согласие на обработку персональных данных');
    const phone = screen.getByLabelText('Телефон');
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });
});
