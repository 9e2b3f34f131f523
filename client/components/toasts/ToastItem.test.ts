import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastItem } from './ToastItem';
import type { Toast } from './store';

const render = (toast: Toast) => renderToString(createElement(ToastItem, { toast }));

describe('ToastItem', () => {
  it('shows the title and the body through the sanitizer', () => {
    const html = render({ id: 'n1', icon: 'error', title: 'Корзина', html: '<b>Нет</b><img src=x onerror=alert(1)>', buttons: [] });
    expect(html).toContain('Корзина');
    expect(html).toContain('<b>Нет</b>');
    expect(html).not.toContain('onerror');
  });

  it('shows a close icon only when the toast has no buttons', () => {
    const bare = render({ id: 'n1', icon: 'info', html: 'a', buttons: [] });
    expect(bare).toContain('aria-label="Закрыть уведомление"');
    const withButton = render({ id: 'n2', icon: 'notice', html: 'a', buttons: [{ text: 'Ок' }] });
    expect(withButton).not.toContain('Закрыть уведомление');
    expect(withButton).toContain('>Ок</button>');
  });
});
