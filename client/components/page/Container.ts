import styled from '@emotion/styled';
import { layout, mq } from '../../ui/theme';

/**
 * The page's column. A file of its own: the error page (in the entry) needs it, the `Page` frame
 * with its breadcrumbs only the pages (esbuild keeps a styled component of every file the entry
 * reaches, used or not; docs/decisions/023-javascript-floor.md).
 */
export const Container = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 16px ${layout.gutter} 8px;
  ${mq.desktop} {
    padding-top: 28px;
  }
`;
