import { Suspense, useCallback, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { footerCode } from '../components/footer';
import { Header } from '../components/header';
import { BottomNav, MobileMenu } from '../components/mobile-menu';
import { CookieNotice } from '../components/cookie';
import { ModalRoot } from '../components/modal';
import { ToastArea } from '../components/toasts';
import { afterHydration } from '../hooks/afterHydration';
import { lazyPart } from '../lib/lazyPart';
import { DialogLoading } from '../ui/dialog/openDialogs';
import { layout, mq } from '../ui/theme';

// The server renders the footer; its code comes after the page's, and until it does its HTML
// stays (below the fold, its links plain links meanwhile). A failed load leaves that HTML as it is.
const Footer = lazyPart(footerCode, { onFailure: 'keep' });
// Both render nothing on the server and until after hydration: their code loads then.
const PosterModal = afterHydration(() => import('../components/poster/PosterModal').then((m) => m.PosterModal));
const ScrollToTop = afterHydration(() => import('../components/scroll-top/ScrollToTop').then((m) => m.ScrollToTop));

/**
 * Spec §2.5 default layout: header, main content, footer, mobile bottom menu, poster modal and
 * toast area. `children` is the page inside its Suspense boundary, so the shell streams first.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Shell>
      <Header onOpenMenu={openMenu} />
      <Main id="main">{children}</Main>
      <Footer />
      <BottomNav onOpenCatalog={openMenu} />
      <ScrollToTop />
      {menuOpen && (
        <Suspense fallback={<DialogLoading />}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
      <PosterModal />
      <ModalRoot />
      <ToastArea />
      <CookieNotice />
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  ${mq.mobile} {
    padding-bottom: calc(${layout.bottomNavHeight} + env(safe-area-inset-bottom));
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
`;
