import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { colors, radius } from '../../ui/theme';
import { Container } from './Container';

/**
 * What the main area shows while a page's code or data is on its way: the page's outline. It holds
 * a screen's height: the streamed shell paints it with the footer below the fold, so the page that
 * replaces it does not push a footer already on screen down (a layout shift of 0.2–0.6 on a phone).
 */
export function PageLoading() {
  return (
    <ScreenHigh aria-busy="true">
      <span className="visually-hidden" role="status">
        Загружаем страницу…
      </span>
      <Line style={{ width: '30%', height: 14 }} />
      <Line style={{ width: '60%', height: 32, marginBottom: 24 }} />
      <Line style={{ width: '100%' }} />
      <Line style={{ width: '92%' }} />
      <Line style={{ width: '80%' }} />
    </ScreenHigh>
  );
}

const ScreenHigh = styled(Container)`
  min-height: 100vh;
`;

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Line = styled.div`
  height: 16px;
  margin-bottom: 12px;
  border-radius: ${radius.sm};
  background: ${colors.beige};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
