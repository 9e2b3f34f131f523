import styled from '@emotion/styled';
import { mq, space } from '../../ui/theme';

/** The sign-in and registration forms: one narrow column, a panel of the page. */
export const SignInForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  width: 100%;
  max-width: 440px;
  ${mq.desktop} {
    margin-top: ${space.sm};
  }
  > p {
    margin: 0;
    line-height: 1.45;
  }
`;
