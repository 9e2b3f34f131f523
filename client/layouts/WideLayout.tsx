import { useEffect, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { footerCode } from '../components/footer';
import { ModalRoot } from '../components/modal';
import { ToastArea } from '../components/toasts';

/**
 * Spec §2.5 wide layout: the content and toasts only (the SBP payment page). ModalRoot draws
 * nothing until something opens a modal; it is here so that such an event is never lost.
 */
export function WideLayout({ children }: { children: ReactNode }) {
  // The default layout's footer is drawn by the browser alone after a navigation from here (the
  // paid order's page): its code is loaded once this page is up, so it shows with the page.
  useEffect(() => void footerCode().catch(() => undefined), []);
  return (
    <>
      <Main id="main">{children}</Main>
      <ModalRoot />
      <ToastArea />
    </>
  );
}

const Main = styled.main`
  min-height: 100vh;
`;
