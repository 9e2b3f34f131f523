import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { SearchResult } from '../../../shared/contract/catalog';
import { formatPrice } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { colors, radius } from '../../ui/theme';
import { Icon } from '../icon';
import { shownText } from './found';

interface Props {
  results: readonly SearchResult[];
  /** How many the results page finds (null: not told). */
  total: number | null;
  query: string;
  /** A result or the «all results» link was followed: the overlay closes. */
  onNavigate: () => void;
}

/**
 * Spec §2.7 results list: picture, name and section name, each a link to the product. When the
 * results page finds more than the list shows, it says so («Показаны 10 из 39 товаров») and the
 * link to all carries the count.
 */
export function SearchResults({ results, total, query, onNavigate }: Props) {
  const more = total !== null && total > results.length;
  return (
    <>
      {more && <Shown>{shownText(results.length, total)}</Shown>}
      <List aria-label="Результаты поиска">
        {results.map((r) => (
          <li key={r.ID}>
            <Item to={r.URL} onClick={onNavigate}>
              <img src={r.PREVIEW_PICTURE} alt="" width={64} height={64} loading="lazy" decoding="async" />
              <span>
                <Name>{r.NAME}</Name>
                <Section>{r.SECTION.NAME}</Section>
              </span>
              <Price>{formatPrice(r.PRICE)}</Price>
            </Item>
          </li>
        ))}
      </List>
      <All to={urls.search(query)} onClick={onNavigate}>
        {more ? `Все результаты (${total})` : 'Все результаты'}
        <Icon name="chevronRight" size={18} />
      </All>
    </>
  );
}

const Shown = styled.p`
  margin: 0 8px 8px;
  color: ${colors.muted};
  font-size: 14px;
  font-weight: 700;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(Link)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  padding: 8px;
  border-radius: ${radius.sm};
  color: ${colors.graphite};
  text-decoration: none;
  img {
    width: 64px;
    height: 64px;
    border-radius: ${radius.sm};
    background: ${colors.cream};
    object-fit: cover;
  }
  &:hover,
  &:focus-visible {
    background: ${colors.cream};
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 700;
  line-height: 1.3;
`;

const Section = styled.span`
  display: block;
  margin-top: 2px;
  color: ${colors.muted};
  font-size: 14px;
`;

const Price = styled.span`
  font-weight: 800;
  white-space: nowrap;
`;

const All = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: 12px 8px 0;
  font-weight: 800;
  text-decoration: none;
`;
