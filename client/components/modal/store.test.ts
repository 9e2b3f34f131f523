import { describe, expect, it, vi } from 'vitest';
import { closeModal, createModalStore, getServerModal, openModal } from './store';

describe('modal store', () => {
  it('opens with content and closes', () => {
    const modal = createModalStore();
    const listener = vi.fn();
    modal.subscribe(listener);
    modal.open('Привет');
    expect(modal.current()?.content).toBe('Привет');
    modal.close();
    expect(modal.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lets the shopper dismiss it unless closing is disabled', () => {
    const modal = createModalStore();
    modal.open('можно закрыть');
    expect(modal.dismiss()).toBe(true);
    expect(modal.current()).toBeNull();

    modal.open('нельзя закрыть', { disableClose: true });
    expect(modal.dismiss()).toBe(false);
    expect(modal.current()).not.toBeNull();
    modal.close();
    expect(modal.current()).toBeNull();
  });

  it('calls onClose once when it closes', () => {
    const modal = createModalStore();
    const onClose = vi.fn();
    modal.open('a', { onClose });
    modal.close();
    modal.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('replaces an open modal, closing the previous one', () => {
    const modal = createModalStore();
    const first = vi.fn();
    modal.open('первый', { onClose: first });
    modal.open('второй');
    expect(first).toHaveBeenCalledTimes(1);
    expect(modal.current()?.content).toBe('второй');
  });

  it('closes by id only the modal that is still open', () => {
    const modal = createModalStore();
    const old = modal.open('старый');
    modal.open('новый');
    modal.close(old);
    expect(modal.current()?.content).toBe('новый');
  });

  it('dismissing with nothing open does nothing', () => {
    expect(createModalStore().dismiss()).toBe(false);
  });

  it('is untouched on the server', () => {
    expect(openModal('утечка')).toBe(0);
    closeModal();
    expect(getServerModal()).toBeNull();
  });
});
