import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/** Readable running text of the brand and information pages. */
export const Prose = styled.div`
  max-width: 760px;
  font-size: 16px;
  h2 {
    margin-top: 1.6em;
    scroll-margin-top: calc(var(--header-height) + 16px);
  }
  ul,
  ol {
    padding-left: 1.3em;
    margin: 0 0 1em;
  }
  li + li {
    margin-top: 0.3em;
  }
  strong {
    font-weight: 800;
  }
  section {
    scroll-margin-top: calc(var(--header-height) + 16px);
  }
  .lead {
    font-size: 18px;
    color: ${colors.muted};
  }
`;
