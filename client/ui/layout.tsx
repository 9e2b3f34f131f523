import styled from '@emotion/styled';
import { mq, space } from './theme';

const columns = { shouldForwardProp: (prop: string) => !['aside', 'asideFirst'].includes(prop) };

/**
 * The screen of a main column and a side one (basket, checkout, an order, a listing): one column
 * on phones; on desktops the main column beside an aside of `aside` width (any grid track:
 * `340px`, `minmax(320px, 400px)`), or before it with `asideFirst`.
 */
export const TwoColumns = styled('div', columns)<{ aside: string; asideFirst?: boolean }>`
  display: grid;
  gap: ${space.lg};
  margin-bottom: ${space.xxl};
  ${mq.desktop} {
    grid-template-columns: ${({ aside, asideFirst }) => (asideFirst ? `${aside} minmax(0, 1fr)` : `minmax(0, 1fr) ${aside}`)};
    gap: ${space.xxl};
    align-items: start;
  }
`;

/** The side column: as tall as the row, so that a sticky panel inside it can travel. */
export const Aside = styled.div`
  min-width: 0;
  ${mq.desktop} {
    align-self: stretch;
  }
`;

/** Blocks one under another with the same gap. */
export const Stack = styled('div', { shouldForwardProp: (prop) => prop !== 'gap' })<{ gap?: keyof typeof space }>`
  display: flex;
  flex-direction: column;
  gap: ${({ gap = 'lg' }) => space[gap]};
  min-width: 0;
`;
