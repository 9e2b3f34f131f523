// @vitest-environment happy-dom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/dom';
import { Dialog } from './Dialog';
import { sheet } from './placements/sheet';

/** A page with a button that opens a dialog, which can open a second one inside it. */
function Page({ closable = true }: { closable?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Открыть
      </button>
      {outer && (
        <Dialog placement={sheet} label="Первый" onEscape={closable ? () => setOuter(false) : undefined} onBackdrop={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Ещё
          </button>
          <a href="#x">Ссылка</a>
          {inner && (
            <Dialog placement={sheet} label="Второй" onEscape={() => setInner(false)}>
              <button type="button">Внутри</button>
            </Dialog>
          )}
        </Dialog>
      )}
    </>
  );
}

describe('the shop’s dialog', () => {
  it('takes the focus, locks the page and gives both back when Escape closes it', async () => {
    const user = userEvent.setup();
    renderInShop(<Page />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Первый' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the innermost of two on Escape, and keeps the page locked until the last', async () => {
    const user = userEvent.setup();
    renderInShop(<Page />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.click(screen.getByRole('button', { name: 'Ещё' }));
    expect(screen.getByRole('dialog', { name: 'Второй' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Второй' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Первый' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ещё' }));
  });

  it('stays open on Escape when only its own code may close it', async () => {
    const user = userEvent.setup();
    renderInShop(<Page closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Первый' })).toBeTruthy();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    renderInShop(<Page />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Первый' });
    for (const key of ['{Tab}', '{Tab}', '{Tab}', '{Shift>}{Tab}{/Shift}', '{Shift>}{Tab}{/Shift}', '{Shift>}{Tab}{/Shift}']) {
      await user.keyboard(key);
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on a press on the backdrop, not on one inside the panel', async () => {
    const user = userEvent.setup();
    renderInShop(<Page />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Первый' });
    await user.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Первый' })).toBeTruthy();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
