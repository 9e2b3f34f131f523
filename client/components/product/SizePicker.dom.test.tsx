// @vitest-environment happy-dom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productDetail } from '../../testing/catalog';
import { renderInShop } from '../../testing/dom';
import { SizePicker } from './SizePicker';
import { sortSizes } from './sizes';

const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return <SizePicker offers={sortSizes(productDetail().OFFERS, (o) => o.SIZE)} value={value} onChange={setValue} />;
}

describe('the size picker, tapped', () => {
  it('chooses the size whose chip the shopper taps', async () => {
    const user = userEvent.setup();
    renderInShop(<Picker />);
    const sizes = screen.getByRole('group', { name: 'Размер' });
    expect(radio('50–56').checked).toBe(false);
    await user.click(screen.getByText('50–56'));
    expect(radio('50–56').checked).toBe(true);
    await user.click(screen.getByText('68'));
    expect(radio('68').checked).toBe(true);
    expect(radio('50–56').checked).toBe(false);
    expect(sizes.textContent).toContain('Осталось 2 шт.');
  });

  it('does not let a sold-out size be chosen, and says it is sold out', async () => {
    const user = userEvent.setup();
    renderInShop(<Picker />);
    const soldOut = radio(/^62/);
    expect(soldOut.disabled).toBe(true);
    await user.click(screen.getByText('62'));
    expect(soldOut.checked).toBe(false);
    expect(soldOut.closest('label')?.textContent).toBe('62 нет');
  });

  it('says how many are left only when few are', async () => {
    const user = userEvent.setup();
    renderInShop(<Picker />);
    await user.click(screen.getByText('50–56'));
    expect(screen.queryByText(/^Осталось/)).toBeNull();
    await user.click(screen.getByText('68'));
    expect(screen.getByRole('status').textContent).toBe('Осталось 2 шт.');
  });
});
