import { Link } from 'react-router-dom';
import styled from '@emotion/styled';
import { SORTS } from '../../../shared/contract/catalog-constants';
import { colors } from '../../ui/theme';
import { readFilter, SORT_NAMES, sortHref } from './query';

/** The orders of a listing as plain links (they work without JavaScript); the current one is marked. */
export function SortLinks({ pathname, search }: { pathname: string; search: URLSearchParams }) {
  const current = readFilter(search).sort ?? 'popular';
  return (
    <Nav aria-label="Сортировка">
      <ul>
        {SORTS.map((sort) => (
          <li key={sort}>
            <Link to={pathname + sortHref(search, sort)} aria-current={sort === current ? 'true' : undefined} rel="nofollow">
              {SORT_NAMES[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  min-width: 0;
  ul {
    display: flex;
    gap: 6px;
    margin: 0;
    padding: 0 0 4px;
    overflow-x: auto;
    scrollbar-width: none;
    list-style: none;
  }
  ul::-webkit-scrollbar {
    display: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 14px;
    border-radius: 18px;
    background: ${colors.cream};
    color: ${colors.graphite};
    font-size: 14px;
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='true'] {
    background: ${colors.graphite};
    color: ${colors.white};
  }
`;
