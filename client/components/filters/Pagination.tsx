import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { Pagination as Pages } from '../../../shared/contract/catalog';
import { colors, radius } from '../../ui/theme';
import { Icon } from '../icon';
import { pageHref, pageList } from './query';

/** Page links with the filter kept in the query string (`?page=2&…`); nothing for a single page. */
export function Pagination({ pagination, pathname, search }: { pagination: Pages; pathname: string; search: URLSearchParams }) {
  const { PAGE: page, PAGES: pages } = pagination;
  if (pages <= 1) return null;
  return (
    <Nav aria-label="Страницы">
      {page > 1 ? (
        <Link to={pathname + pageHref(search, page - 1)} rel="prev" aria-label="Предыдущая страница">
          <Icon name="chevronLeft" size={20} />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <ol>
        {pageList(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={pathname + pageHref(search, p)} aria-current={p === page ? 'page' : undefined} aria-label={`Страница ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={pathname + pageHref(search, page + 1)} rel="next" aria-label="Следующая страница">
          <Icon name="chevronRight" size={20} />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin: 8px 0 24px;
  ol {
    display: flex;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  > span,
  li[aria-hidden] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    height: 40px;
    border-radius: ${radius.pill};
    color: ${colors.graphite};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${colors.cream};
  }
  a[aria-current='page'] {
    background: ${colors.graphite};
    color: ${colors.white};
  }
`;
