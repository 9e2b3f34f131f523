import { NavLink } from '../link/Link';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { IconButton } from '../../ui/Button';
import { colors, layers, layout, mq, radius } from '../../ui/theme';
import { Icon } from '../icon';
import { preloadMobileMenu } from '../mobile-menu';
import { CatalogDropdown } from './CatalogDropdown';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { RunningBanner } from './RunningBanner';

interface Props {
  /** Opens the mobile menu (spec §2.6). */
  onOpenMenu: () => void;
}

/** The running banner and the sticky header bar of the default layout (spec §2.6). */
export function Header({ onOpenMenu }: Props) {
  return (
    <>
      <RunningBanner />
      <Bar>
        <Inner>
          <MenuButton aria-label="Открыть меню" onClick={onOpenMenu} onTouchStart={preloadMobileMenu} onPointerEnter={preloadMobileMenu}>
            <Icon name="menu" />
          </MenuButton>
          <Logo />
          <Nav aria-label="Разделы магазина">
            <CatalogDropdown />
            <TopLink to={urls.catalog()} end>
              Магазин
            </TopLink>
            <TopLink to={urls.about()}>О бренде</TopLink>
            <TopLink to={urls.outlet()} data-outlet="">
              Outlet
            </TopLink>
          </Nav>
          <HeaderActions />
        </Inner>
      </Bar>
    </>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layers.header};
  background: rgba(251, 248, 243, 0.94);
  -webkit-backdrop-filter: blur(8px);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: ${layout.maxWidth};
  height: ${layout.headerHeight};
  margin: 0 auto;
  padding: 0 8px;
  ${mq.mobile} {
    & > a:first-of-type {
      margin-right: auto;
    }
  }
  ${mq.desktop} {
    gap: 24px;
    height: 72px;
    padding: 0 ${layout.gutter};
  }
`;

/** Only phones open the menu here; desktops have the catalogue in the bar. */
const MenuButton = styled(IconButton)`
  ${mq.desktop} {
    display: none;
  }
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-right: auto;
  ${mq.mobile} {
    display: none;
  }
`;

const TopLink = styled(NavLink)`
  padding: 8px 12px;
  border-radius: ${radius.pill};
  color: ${colors.graphite};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.cream};
  }
  &.active {
    background: ${colors.sageLight};
    color: ${colors.sageDark};
  }
  &[data-outlet] {
    color: ${colors.outlet};
  }
`;
