import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { BasketItem } from '../../../shared/contract/basket';
import type { Order } from '../../../shared/contract/order';
import { formatPrice } from '../../../shared/format';
import { colors, radius } from '../../ui/theme';

/** One line of a basket or an order, as the lists show it. */
export interface Line {
  key: string;
  name: string;
  /** Null when the product has left the catalogue. */
  url: string | null;
  picture: string | null;
  color: string;
  size: string;
  quantity: number;
  price: number;
  sum: number;
  /** Why the line will not be ordered (sold out), for a basket line. */
  problem?: string;
}

export function basketLine(item: BasketItem): Line {
  return {
    key: String(item.ID),
    name: item.PRODUCT.NAME,
    url: item.PRODUCT.URL,
    picture: item.PRODUCT.PICTURE,
    color: item.PRODUCT.COLOR,
    size: item.SIZE,
    quantity: item.QUANTITY,
    price: item.PRICE,
    sum: item.SUM,
    ...(item.AVAILABLE ? {} : { problem: item.MESSAGE ?? 'Нет в наличии' }),
  };
}

export function orderLine(item: Order['ITEMS'][number], index: number): Line {
  return {
    key: `${item.ID ?? 'gone'}-${index}`,
    name: item.PRODUCT.NAME,
    url: item.PRODUCT.URL,
    picture: item.PRODUCT.PICTURE,
    color: item.PRODUCT.COLOR,
    size: item.SIZE,
    quantity: item.QUANTITY,
    price: item.PRICE,
    sum: item.SUM,
  };
}

/** The goods of a basket or an order: picture, name, colour and size, pieces × price, sum. */
export function OrderLines({ lines, compact = false }: { lines: Line[]; compact?: boolean }) {
  return (
    <List data-compact={compact || undefined}>
      {lines.map((line) => (
        <li key={line.key} data-problem={line.problem ? true : undefined}>
          <Picture>{line.picture && <img src={line.picture} alt="" width={64} height={80} loading="lazy" decoding="async" />}</Picture>
          <Text>
            {line.url ? <Link to={line.url}>{line.name}</Link> : <span>{line.name}</span>}
            <small>
              {line.color && `${line.color}, `}размер {line.size}
            </small>
            <small>
              {line.quantity} шт. × {formatPrice(line.price)}
            </small>
            {line.problem && <Problem>{line.problem}</Problem>}
          </Text>
          <Sum>{line.problem ? '—' : formatPrice(line.sum)}</Sum>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr) auto;
    gap: 12px;
    align-items: start;
  }
  li[data-problem] img {
    opacity: 0.5;
  }
  &[data-compact] li {
    grid-template-columns: 48px minmax(0, 1fr) auto;
    gap: 10px;
  }
  &[data-compact] img {
    width: 48px;
    height: 60px;
  }
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${radius.sm};
  background: ${colors.cream};
  aspect-ratio: 4 / 5;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  a,
  span {
    color: ${colors.graphite};
    font-weight: 700;
    line-height: 1.3;
    text-decoration: none;
  }
  a:hover {
    color: ${colors.sageDark};
  }
  small {
    color: ${colors.muted};
    font-size: 13px;
  }
`;

const Problem = styled.strong`
  color: ${colors.danger};
  font-size: 13px;
`;

const Sum = styled.strong`
  font-weight: 800;
  white-space: nowrap;
`;
