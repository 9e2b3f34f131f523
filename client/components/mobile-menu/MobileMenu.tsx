import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { colors, shadow } from '../../theme';
import { CategoryMenu } from '../catalog-menu';
import { Icon } from '../icon';
import { useBodyScrollLock } from './useBodyScrollLock';

interface Props {
  onClose: () => void;
}

const LINKS = [
  { to: urls.catalog(), text: 'Магазин' },
  { to: urls.about(), text: 'О бренде' },
  { to: '/lookbook/', text: 'Лукбук' },
  { to: urls.outlet(), text: 'Outlet', outlet: true },
  { to: '/informatsiya/', text: 'Информация' },
  { to: '/kontakty/', text: 'Контакты' },
  { to: '/privacy/', text: 'Политика конфиденциальности' },
];

/**
 * The mobile menu (spec §2.6, §4): catalogue navigation plus the shop's pages. Rendered only while
 * open; the page behind does not scroll; any navigation closes it.
 */
export function MobileMenu({ onClose }: Props) {
  const { pathname } = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(pathname);
  useBodyScrollLock();

  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Overlay onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-label="Меню">
        <Top>
          <strong>Меню</strong>
          <Close ref={closeButton} type="button" aria-label="Закрыть меню" onClick={onClose}>
            <Icon name="close" />
          </Close>
        </Top>
        <Heading>Каталог</Heading>
        <CategoryMenu onNavigate={onClose} />
        <Links>
          {LINKS.map((l) => (
            <li key={l.to}>
              <PageLink to={l.to} onClick={onClose} data-outlet={l.outlet ? '' : undefined}>
                {l.text}
              </PageLink>
            </li>
          ))}
        </Links>
      </Panel>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: rgba(47, 46, 43, 0.4);
`;

const Panel = styled.div`
  width: min(88vw, 380px);
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 8px 12px calc(24px + env(safe-area-inset-bottom));
  background: ${colors.milk};
  box-shadow: ${shadow.panel};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 0 0 12px;
  font-size: 18px;
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 22px;
  background: transparent;
  cursor: pointer;
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
