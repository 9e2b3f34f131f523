import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModalRoot } from './ModalRoot';
import { modalStore } from './store';

describe('ModalRoot on the server', () => {
  it('renders nothing, even if the module store holds a modal', () => {
    modalStore.open('не для сервера');
    expect(renderToString(createElement(ModalRoot))).toBe('');
    modalStore.close();
  });
});
