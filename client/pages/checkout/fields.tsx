import styled from '@emotion/styled';
import { colors, mq } from '../../ui/theme';

/** The checkout's look: sections on cream cards, radio cards (the fields are components/form's). */
export const Section = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 18px 16px 20px;
  border: 0;
  border-radius: 20px;
  background: ${colors.cream};
  legend {
    float: left;
    width: 100%;
    margin: 0 0 14px;
    padding: 0;
    font-size: 19px;
    font-weight: 800;
  }
  legend + * {
    clear: both;
  }
  ${mq.desktop} {
    padding: 22px 24px 24px;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: 14px;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
    > :first-of-type {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * Radio cards: <label><input type="radio"><div>…</div></label>. The input is hidden visually but
 * keeps arrow keys and focus; the card after it shows the choice and the focus.
 */
export const Cards = styled.div`
  display: grid;
  gap: 10px;
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
  label {
    position: relative;
    display: flex;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input + div {
    position: relative;
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 4px;
    padding: 14px 16px 14px 46px;
    border: 1.5px solid ${colors.border};
    border-radius: 14px;
    background: ${colors.white};
    cursor: pointer;
  }
  input + div::before {
    content: '';
    position: absolute;
    top: 16px;
    left: 16px;
    width: 18px;
    height: 18px;
    border: 2px solid ${colors.beigeDark};
    border-radius: 50%;
    background: ${colors.white};
    box-sizing: border-box;
  }
  input:checked + div {
    border-color: ${colors.sageDark};
    background: ${colors.sageLight};
    box-shadow: inset 0 0 0 1px ${colors.sageDark};
  }
  input:checked + div::before {
    border: 5px solid ${colors.sageDark};
  }
  input:focus-visible + div {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 2px;
  }
  strong {
    display: flex;
    justify-content: space-between;
    gap: 10px;
    font-weight: 800;
  }
  small {
    color: ${colors.muted};
    font-size: 14px;
    line-height: 1.4;
  }
`;

export const Price = styled.span`
  white-space: nowrap;
  del {
    margin-right: 6px;
    color: ${colors.muted};
    font-weight: 600;
  }
  &[data-free] {
    color: ${colors.sageDark};
  }
`;
