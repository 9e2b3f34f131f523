import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastArea } from './ToastArea';
import { toastStore } from './store';

describe('ToastArea on the server', () => {
  it('renders the live region empty, even if the module store holds toasts', () => {
    toastStore.add({ html: 'не для сервера' });
    const html = renderToString(createElement(ToastArea));
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('не для сервера');
    toastStore.clear();
  });
});
