import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { useFavoritesCount } from '../../hooks/useFavoritesCount';
import { accountLink, useProfile } from '../../hooks/useProfile';
import { colors, mq, radius } from '../../ui/theme';
import { Icon } from '../icon';
import { openSearchFromLink, preloadSearchOverlay, SearchOverlayRoot } from '../search';
import { HeaderBasketSummary } from './BasketCount';
import { CountBadge } from './CountBadge';

/** Search, the account, favourites and basket of the header (spec §2.6, issue 10). */
export function HeaderActions() {
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
      {/* Named by its content, «Корзина: 2 шт. на 1 980 р.» (HeaderBasketSummary says why). */}
      <Action to={urls.basket()}>
        <Icon name="bag" />
        <HeaderBasketSummary />
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
