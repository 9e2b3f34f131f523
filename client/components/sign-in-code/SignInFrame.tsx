import styled from '@emotion/styled';
import { space } from '../../ui/theme';

/** The sign-in and registration panel: one narrow column, never wider than a form needs. */
export const SignInColumn = styled.div`
  max-width: 520px;
  margin-bottom: ${space.xxl};
`;

/** The sign-in and registration forms inside their panel. */
export const SignInForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  > p {
    margin: 0;
    line-height: 1.45;
  }
`;
