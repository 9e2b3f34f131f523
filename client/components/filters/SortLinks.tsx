import { SORTS } from '../../../shared/contract/catalog-constants';
import { ChipLink } from '../../ui/Chip';
import { Scroller } from '../../ui/Scroller';
import { readFilter, SORT_NAMES, sortHref } from './query';

/** The orders of a listing as plain links (they work without JavaScript); the current one is marked. */
export function SortLinks({ pathname, search }: { pathname: string; search: URLSearchParams }) {
  const current = readFilter(search).sort ?? 'popular';
  return (
    <nav aria-label="Сортировка" style={{ minWidth: 0 }}>
      <Scroller>
        {SORTS.map((sort) => (
          <li key={sort}>
            <ChipLink
              look="soft"
              to={pathname + sortHref(search, sort)}
              aria-current={sort === current ? 'true' : undefined}
              rel="nofollow"
            >
              {SORT_NAMES[sort]}
            </ChipLink>
          </li>
        ))}
      </Scroller>
    </nav>
  );
}
