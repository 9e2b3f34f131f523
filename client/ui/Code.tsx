import styled from '@emotion/styled';

/** A coupon's or certificate's code: copied by hand, so in a monospace with the letters apart. */
export const Code = styled.strong`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 19px;
  letter-spacing: 0.06em;
  overflow-wrap: anywhere;
`;
