// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toastStore } from '../toasts/store';
import { COOKIE_NOTICE_KEY, COOKIE_NOTICE_TEXT } from './cookieConsent';
import { SETTLE_MS } from '../../lib/settle';
import { CookieNotice } from './CookieNotice';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  clearToasts();
});

const cookieNotices = () => toastStore.list().filter((n) => n.html === COOKIE_NOTICE_TEXT);

describe('the cookie notice', () => {
  it('on a first visit, appears once the page has settled, not in the mount effects nor while it loads', () => {
    vi.useFakeTimers();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    render(<CookieNotice />);
    expect(getItem).not.toHaveBeenCalled();
    expect(cookieNotices()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(SETTLE_MS - 500));
    expect(getItem).not.toHaveBeenCalled();
    expect(cookieNotices()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1500));
    expect(cookieNotices()).toHaveLength(1);
  });

  it('stays away once acknowledged, and an unmount before idle leaves nothing behind', () => {
    vi.useFakeTimers();
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    render(<CookieNotice />);
    act(() => void vi.advanceTimersByTime(SETTLE_MS + 1000));
    expect(cookieNotices()).toHaveLength(0);

    localStorage.clear();
    const view = render(<CookieNotice />);
    view.unmount();
    act(() => void vi.advanceTimersByTime(SETTLE_MS + 1000));
    expect(cookieNotices()).toHaveLength(0);
  });
});
