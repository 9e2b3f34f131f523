// @vitest-environment happy-dom
import { act, startTransition, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, partCode } from './lazyPage';
import { lazyPart } from './lazyPart';

// React's act() in a test of its own (no Testing Library, which would set it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The part: what «Ваш заказ» reads out. */
function Total({ total }: { total: number }) {
  return <p data-total="">Итого {total} р.</p>;
}

/** The page around it: the button hydrates with the page, the part when its code comes. */
function Summary({ Part, total }: { Part: ComponentType<{ total: number }>; total: number }) {
  return (
    <section>
      <h2>Ваш заказ</h2>
      <Part total={total} />
      <button type="submit">Оформить заказ</button>
    </section>
  );
}

/** A chunk on its way: the test says when it arrives. */
function chunk<T>() {
  let arrive!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (arrive = resolve));
  return { promise, arrive };
}

/** The page as the server sent it (its bundle has the part's code at hand), in the test's document. */
async function fromServer(total: number) {
  const code = partCode(() => Promise.resolve(Total));
  await code();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Summary Part={lazyPart(code)} total={total} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('a part the server renders and the browser hydrates when its code comes', () => {
  it('keeps the server’s HTML while its code is on its way, though the page’s sums change meanwhile, then shows the new ones', async () => {
    const container = await fromServer(2270);

    const code = chunk<typeof Total>();
    const Part = lazyPart(partCode(() => code.promise));
    const page = { setTotal: (total: number): void => void total };
    function Page() {
      const [total, setTotal] = useState(2270);
      useEffect(() => {
        page.setTotal = setTotal;
      }, []);
      return <Summary Part={Part} total={total} />;
    }
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      });
    });
    const shown = () => container.querySelector('[data-total]')?.textContent;
    expect(shown()).toBe('Итого 2270 р.');

    // The shopper picks the courier before the part's code has come: a new draft, a new total.
    await act(async () => page.setTotal(2470));
    expect(shown()).toBe('Итого 2270 р.');

    await act(async () => {
      code.arrive(Total);
      await code.promise;
    });
    expect(shown()).toBe('Итого 2470 р.');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the server’s HTML, and throws nothing, when asked to and its code cannot be had (the footer)', async () => {
    const container = await fromServer(990);

    const Part = lazyPart(
      partCode<typeof Total>(() => Promise.reject(new Error('chunk failed'))),
      { onFailure: 'keep' },
    );
    const recoverable = vi.fn();
    const uncaught = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Summary Part={Part} total={990} />, { onRecoverableError: recoverable, onUncaughtError: uncaught });
      });
    });
    // Nothing may change, so no event says the failed load has been handled: a few milliseconds let it be.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('[data-total]')?.textContent).toBe('Итого 990 р.');
    expect(container.querySelector('button')?.textContent).toBe('Оформить заказ');
    expect(uncaught).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders at once when its code is already here, as on a page shown by navigation', async () => {
    const code = partCode(() => Promise.resolve(Total));
    await code();
    const Part = lazyPart(code);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Summary Part={Part} total={990} />));
    expect(container.querySelector('[data-total]')?.textContent).toBe('Итого 990 р.');
    act(() => root.unmount());
  });
});

describe('a page with parts', () => {
  const page = () => Promise.resolve({ default: () => null });

  it('loads as the first page without waiting for its parts', async () => {
    const part = vi.fn(() => new Promise<never>(() => {}));
    await lazyPage(page, Object.assign(part, { loaded: () => undefined })).preload();
    expect(part).not.toHaveBeenCalled();
  });

  it('after the first page has hydrated, loads its parts beside its own code and shows only once they are here', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const own = chunk<{ default: () => null }>();
    const details = chunk<typeof Total>();
    const load = vi.fn(() => own.promise);
    const part = partCode(() => details.promise);
    let shown = false;
    const loading = lazyPage(load, part)
      .preload()
      .then(() => (shown = true));
    expect(load).toHaveBeenCalledTimes(1);
    own.arrive({ default: () => null });
    await own.promise;
    await Promise.resolve();
    expect(shown).toBe(false);
    details.arrive(Total);
    await loading;
    expect(part.loaded()).toBe(Total);
  });
});
