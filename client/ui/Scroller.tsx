import styled from '@emotion/styled';
import { layout, mq, space } from './theme';

interface ScrollerLook {
  /** How wide one item is on a phone: `44%` shows two cards and a peek of the third. */
  item?: string;
  /** On desktops: a grid of this many columns, or `wrap` (chips), or keep scrolling (`scroll`). */
  desktop?: number | 'wrap' | 'scroll';
}

const look = { shouldForwardProp: (prop: string) => !['item', 'desktop', 'as'].includes(prop) };

/**
 * A list that scrolls sideways on phones, from edge to edge of the screen with items snapping to
 * the page's gutter, and lays out as a grid or a wrapping row on desktops. No scrollbar: the peek
 * of the next item says there is more. Render it as `ul` (the default) with `li` items.
 */
export const Scroller = styled('ul', look)<ScrollerLook>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ item = 'max-content' }) => item};
  gap: ${space.md};
  margin: 0 -${layout.gutter};
  padding: 0 ${layout.gutter} ${space.sm};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${layout.gutter};
  scrollbar-width: none;
  list-style: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    scroll-snap-align: start;
  }
  ${mq.desktop} {
    ${({ desktop = 'scroll' }) =>
      desktop === 'scroll'
        ? 'margin: 0; padding: 0 0 4px;'
        : desktop === 'wrap'
          ? `display: flex; flex-wrap: wrap; gap: ${space.sm}; margin: 0; padding: 0; overflow: visible;`
          : `grid-auto-flow: row; grid-template-columns: repeat(${desktop}, minmax(0, 1fr)); gap: ${space.xxl} 20px; margin: 0; padding: 0; overflow: visible;`}
  }
`;
