import { NavLink } from '../link/Link';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { useFavoritesCount } from '../../hooks/useFavoritesCount';
import { colors, layout, mq } from '../../ui/theme';
import { BasketCountBadge } from '../header/BasketCount';
import { CountBadge } from '../header/CountBadge';
import { Icon } from '../icon';
import { openSearchFromLink, preloadSearchOverlay } from '../search';
import { preloadMobileMenu } from './lazyMenu';

interface Props {
  /** «Каталог» opens the mobile menu with the category tree. */
  onOpenCatalog: () => void;
}

/** The bottom navigation below 808 px (spec §2.6, §9), clear of the phone's home indicator. */
export function BottomNav({ onOpenCatalog }: Props) {
  const favorites = useFavoritesCount();
  return (
    <Bar aria-label="Нижнее меню">
      <Item to="/" end>
        <Icon name="home" />
        Главная
      </Item>
      {/* Opens the search overlay; the search page without JavaScript. */}
      <Item to={urls.search()} role="button" aria-haspopup="dialog" onClick={openSearchFromLink} onTouchStart={preloadSearchOverlay}>
        <Icon name="search" />
        Поиск
      </Item>
      <ItemButton type="button" onClick={onOpenCatalog} onTouchStart={preloadMobileMenu} onPointerEnter={preloadMobileMenu}>
        <Icon name="grid" />
        Каталог
      </ItemButton>
      <Item to={urls.favorites()}>
        <Icon name="heart" />
        <CountBadge count={favorites} />
        Избранное
      </Item>
      <Item to={urls.basket()}>
        <Icon name="bag" />
        <BasketCountBadge />
        Корзина
      </Item>
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: calc(${layout.bottomNavHeight} + env(safe-area-inset-bottom));
  padding-bottom: env(safe-area-inset-bottom);
  background: ${colors.white};
  border-top: 1px solid ${colors.border};
  ${mq.desktop} {
    display: none;
  }
`;

const itemStyle = `
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${colors.muted};
  font-size: 11px;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  & > span {
    top: 4px;
    left: calc(50% + 4px);
  }
`;

const Item = styled(NavLink)`
  ${itemStyle}
  &.active {
    color: ${colors.sageDark};
  }
`;

const ItemButton = styled.button`
  ${itemStyle}
`;
