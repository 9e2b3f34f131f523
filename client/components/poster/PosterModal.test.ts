import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Poster } from '../../../shared/contract/data';
import { poster as posterOf } from '../../testing/fixtures';
import { modalStore } from '../modal/store';
import { PosterModal } from './PosterModal';

const poster: Poster = posterOf({ CONTENT: { PICTURE: null, TEXT: '<p>Скидки</p>' } });

describe('PosterModal on the server', () => {
  it('renders nothing and opens no modal, even with the posters prefetched', () => {
    const fallback = { [unstable_serialize(keys.pageData('/'))]: { posters: [poster] } };
    const html = renderToString(
      createElement(
        SWRConfig,
        { value: { fallback, fetcher: () => new Promise(() => {}) } },
        createElement(StaticRouter, { location: '/' }, createElement(PosterModal)),
      ),
    );
    expect(html).toBe('');
    expect(modalStore.current()).toBeNull();
  });
});
