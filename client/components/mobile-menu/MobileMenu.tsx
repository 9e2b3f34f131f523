import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Dialog } from '../../ui/dialog/Dialog';
import { DialogHeader } from '../../ui/dialog/DialogHeader';
import { side } from '../../ui/dialog/placements/side';
import { colors, radius, space } from '../../ui/theme';
import { accountLink, useProfile } from '../../hooks/useProfile';
import { CategoryMenu } from '../catalog-menu/CategoryMenu';
import { Icon } from '../icon';

interface Props {
  onClose: () => void;
}

const LINKS = [
  { to: urls.catalog(), text: 'Магазин' },
  { to: urls.about(), text: 'О бренде' },
  { to: urls.lookbook(), text: 'Лукбук' },
  { to: urls.outlet(), text: 'Outlet', outlet: true },
  { to: urls.information(), text: 'Информация' },
  { to: urls.contacts(), text: 'Контакты' },
  { to: urls.privacy(), text: 'Политика конфиденциальности' },
];

/**
 * The mobile menu (spec §2.6, §4): catalogue navigation plus the shop's pages, in a drawer of the
 * shop's Dialog. Rendered only while open; any navigation closes it and leaves the focus to the
 * new page.
 */
export function MobileMenu({ onClose }: Props) {
  const { pathname } = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [openedAt] = useState(pathname);
  /** Set when the menu closes by going somewhere: the new page takes the focus, not the trigger. */
  const leaving = useRef(false);
  const account = accountLink(useProfile());
  const leave = useCallback(() => {
    leaving.current = true;
    onClose();
  }, [onClose]);

  useEffect(() => {
    if (pathname !== openedAt) leave();
  }, [pathname, openedAt, leave]);

  return (
    <Dialog
      placement={side}
      label="Меню"
      onEscape={onClose}
      onBackdrop={onClose}
      initialFocus={closeButton}
      restoreFocus={() => !leaving.current}
    >
      <Top>
        <DialogHeader title="Меню" closeLabel="Закрыть меню" onClose={onClose} closeRef={closeButton} />
      </Top>
      <Account to={account.to} onClick={leave}>
        <Icon name="user" />
        <span>
          {account.text}
          {account.signedIn && <small>Личный кабинет</small>}
        </span>
      </Account>
      <Heading>Каталог</Heading>
      <CategoryMenu onNavigate={leave} />
      <Links>
        {LINKS.map((l) => (
          <li key={l.to}>
            <PageLink to={l.to} onClick={leave} data-outlet={l.outlet ? '' : undefined}>
              {l.text}
            </PageLink>
          </li>
        ))}
      </Links>
    </Dialog>
  );
}

/** The drawer's title lines up with its links. */
const Top = styled.div`
  padding-left: ${space.md};
`;

/** The shopper's way into the personal area, or «Войти», above the catalogue. */
const Account = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin: 0 0 ${space.md};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${colors.cream};
  color: ${colors.graphite};
  font-weight: 800;
  text-decoration: none;
  small {
    display: block;
    color: ${colors.muted};
    font-size: 13px;
    font-weight: 600;
  }
`;

const Heading = styled.h2`
  margin: 8px 12px;
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.muted};
`;

const Links = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 12px 0 0;
  border-top: 1px solid ${colors.border};
`;

const PageLink = styled(Link)`
  display: block;
  padding: 10px 12px;
  color: ${colors.graphite};
  font-weight: 600;
  text-decoration: none;
  &[data-outlet] {
    color: ${colors.outlet};
  }
`;
