import styled from '@emotion/styled';
import { colors } from '../../theme';

/** The one-click form's look: large touch targets, labels above the fields. */
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

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 700;
  font-size: 15px;
`;

export const Input = styled.input`
  min-height: 48px;
  padding: 0 14px;
  border: 1px solid ${colors.beigeDark};
  border-radius: 12px;
  background: ${colors.white};
  color: ${colors.graphite};
  font: inherit;
  font-size: 17px;
  font-weight: 400;
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 1px;
    border-color: ${colors.sageDark};
  }
`;

export const Consent = styled.label`
  display: grid;
  grid-template-columns: 22px 1fr;
  gap: 10px;
  align-items: start;
  font-size: 14px;
  line-height: 1.4;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${colors.sageDark};
  }
  a {
    color: ${colors.sageDark};
    font-weight: 700;
  }
`;

export const Submit = styled.button`
  min-height: 52px;
  border: 0;
  border-radius: 26px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font: inherit;
  font-size: 17px;
  font-weight: 800;
  cursor: pointer;
  &:hover {
    background: ${colors.graphite};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${colors.graphite};
    outline-offset: 2px;
  }
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
