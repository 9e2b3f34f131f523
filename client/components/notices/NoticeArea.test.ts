import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NoticeArea } from './NoticeArea';
import { noticeStore } from './store';

describe('NoticeArea on the server', () => {
  it('renders the live region empty, even if the module store holds notices', () => {
    noticeStore.add({ html: 'не для сервера' });
    const html = renderToString(createElement(NoticeArea));
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('не для сервера');
    noticeStore.clear();
  });
});
