import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { Section } from '../../../shared/contract/section';
import { GOODS_FORMS, withPluralRu } from '../../../shared/format';
import type { useCatalogListing } from '../../hooks/useCatalogListing';
import type { ListingScope } from '../../routes/listing';
import { EmptyState, TwoColumns } from '../../ui/layout';
import { colors, mq } from '../../ui/theme';
import { FilterPanel, Pagination, SortLinks } from '../filters';
import { ProductGrid } from '../product/ProductGrid';
import { SectionChips } from './SectionChips';

interface Props {
  scope: ListingScope;
  data: ReturnType<typeof useCatalogListing>;
  /** Child sections shown as chips. */
  children?: readonly Section[];
}

/**
 * The body of a section, outlet or promo page: child chips, filters, sort, products and pages,
 * every control a link or a GET form so that it all works before (or without) JavaScript.
 */
export function ListingBody({ scope, data, children = [] }: Props) {
  const { pathname } = useLocation();
  const { params, listing, facets } = data;
  const results = useRef<HTMLDivElement>(null);
  const page = listing.data?.PAGINATION.PAGE ?? 1;
  useScrollToResultsOnPageChange(results, page);

  const total = listing.data?.PAGINATION.TOTAL;
  return (
    <>
      <SectionChips sections={children} />
      <TwoColumns aside="250px" asideFirst>
        <FilterPanel scope={scope} facets={facets.data} />
        <Results ref={results} aria-busy={listing.isValidating || undefined}>
          <Toolbar>
            <SortLinks pathname={pathname} search={params} />
            {total !== undefined && <Total role="status">{withPluralRu(total, GOODS_FORMS)}</Total>}
          </Toolbar>
          {listing.data ? (
            listing.data.ITEMS.length > 0 ? (
              <>
                <ProductGrid products={listing.data.ITEMS} desktopColumns={3} label="Товары" />
                <Pagination pagination={listing.data.PAGINATION} pathname={pathname} search={params} />
              </>
            ) : (
              <EmptyState
                icon="search"
                title="Ничего не нашлось — попробуйте убрать часть фильтров"
                action={{ to: pathname, text: 'Сбросить фильтры' }}
              />
            )
          ) : listing.error ? (
            <Problem role="alert">
              {listing.error.status === 400 ? listing.error.message : 'Не удалось загрузить товары. Обновите страницу чуть позже.'}{' '}
              <Link to={pathname}>Сбросить фильтры</Link>
            </Problem>
          ) : (
            <Problem role="status">Загружаем товары…</Problem>
          )}
        </Results>
      </TwoColumns>
    </>
  );
}

/** A new page of results starts at the top of the list, not where the page links were. */
function useScrollToResultsOnPageChange(ref: RefObject<HTMLElement | null>, page: number) {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const el = ref.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [ref, page]);
}

const Results = styled.div`
  min-width: 0;
  transition: opacity 0.15s;
  /* The previous products stay while the next ones load: dimmed, so the change is visible. */
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  scroll-margin-top: calc(var(--header-height, 60px) + 12px);
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
`;

const Total = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 14px;
  ${mq.mobile} {
    order: -1;
  }
`;

const Problem = styled.p`
  padding: 24px 0;
  color: ${colors.muted};
`;
