import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { formatPrice } from '../../../shared/format/number';
import { urls } from '../../../shared/routes';
import { useBasketSummary } from '../../hooks/useBasketSummary';
import { useFavoritesCount } from '../../hooks/useFavoritesCount';
import { accountLink, useProfile } from '../../hooks/useProfile';
import { colors, mq, radius, visuallyHiddenCss } from '../../ui/theme';
import { Icon } from '../icon';
import { openSearchFromLink, preloadSearchOverlay, SearchOverlayRoot } from '../search';
import { CountBadge } from './CountBadge';

/** Search, the account, favourites and basket of the header (spec §2.6, issue 10). */
export function HeaderActions() {
  const basket = useBasketSummary();
  const favorites = useFavoritesCount();
  const account = accountLink(useProfile());
  return (
    <Actions>
      {/* A link to the search page without JavaScript; with it, a button that opens the overlay (spec §2.7). */}
      <Action
        to={urls.search()}
        role="button"
        aria-haspopup="dialog"
        aria-label="Поиск"
        onClick={openSearchFromLink}
        onPointerEnter={preloadSearchOverlay}
        onFocus={preloadSearchOverlay}
      >
        <Icon name="search" />
      </Action>
      <SearchOverlayRoot />
      <Action
        to={account.to}
        aria-label={account.signedIn ? `Личный кабинет: ${account.text}` : 'Войти'}
        data-signed-in={account.signedIn ? '' : undefined}
      >
        <Icon name="user" />
        <Label>{account.text}</Label>
      </Action>
      <Action to={urls.favorites()} aria-label={`Избранное: ${favorites}`} data-desktop-only="">
        <Icon name="heart" />
        <CountBadge count={favorites} />
      </Action>
      {/*
        The name comes from the content, «Корзина: 2 шт. на 1 980 р.» as before: an aria-label that
        did not hold the visible «2» and «1 980 р.» side by side failed WCAG 2.5.3 (axe's
        label-content-name-mismatch), and a voice user saying what they see would miss the link.
      */}
      <Action to={urls.basket()}>
        <Icon name="bag" />
        <CountBadge count={basket.count} />
        <span className="visually-hidden">{`Корзина: ${basket.count} шт. на `}</span>
        <Total>{formatPrice(basket.total)}</Total>
      </Action>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
`;

const Action = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 44px;
  height: 44px;
  padding: 0 10px;
  justify-content: center;
  border-radius: ${radius.pill};
  color: ${colors.graphite};
  text-decoration: none;
  &:hover {
    background: ${colors.cream};
  }
  /* Signed in: the person in sage, which is all a phone's header has room to say. */
  &[data-signed-in] svg {
    color: ${colors.sageDark};
    fill: ${colors.sageLight};
  }
  &[data-desktop-only] {
    ${mq.mobile} {
      display: none;
    }
  }
`;

/** The account's name on desktops; phones show the icon (the menu says the name). */
const Label = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  ${mq.mobile} {
    display: none;
  }
`;

/** The sum on desktops; phones show the count only, and the sum is still part of the link's name. */
const Total = styled.span`
  margin-left: 8px;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  ${mq.mobile} {
    ${visuallyHiddenCss}
  }
`;
