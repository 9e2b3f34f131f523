import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/** The one-click modal's frame; its fields are components/form's. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  h2 {
    margin: 0 40px 0 0;
    font-size: 22px;
    line-height: 1.25;
  }
`;

export const Lead = styled.p`
  margin: -6px 0 0;
  color: ${colors.muted};
  line-height: 1.45;
`;

export const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  max-width: 420px;
  h2 {
    margin: 0 40px 0 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    line-height: 1.45;
  }
  a {
    color: ${colors.sageDark};
    font-weight: 800;
  }
`;
