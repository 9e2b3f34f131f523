import { useId } from 'react';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Checkbox } from '../../ui/Checkbox';
import { colors } from '../../ui/theme';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the form needs it: «Нужно согласие на обработку персональных данных». */
  error?: string | null;
}

/**
 * The 152-FZ consent to the processing of personal data: its own checkbox, unticked until the
 * shopper ticks it. Every word of it ticks the box but the policy's own: the link is not inside the
 * box's line, where a thumb aiming at the text landed on it and opened the policy instead of
 * ticking. The policy (spec §2.1) opens beside the form so that nothing typed is lost.
 */
export function PersonalDataConsent({ checked, onChange, error }: Props) {
  const id = useId();
  return (
    <Checkbox
      id={id}
      name="consent"
      weight="small"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      aria-describedby={`${id}-policy`}
      error={error}
      after={
        <Policy id={`${id}-policy`}>
          <label htmlFor={id}>в соответствии с </label>
          <a href={urls.privacy()} target="_blank" rel="noopener">
            политикой конфиденциальности
          </a>
        </Policy>
      }
    >
      <span>Я даю согласие на обработку персональных данных</span>
    </Checkbox>
  );
}

/** Under the consent's text, in line with it (the box, 20 px, and its gap, 10 px). */
const Policy = styled.p`
  margin: 0 0 0 30px;
  font-size: 14px;
  line-height: 1.4;
  label {
    cursor: pointer;
  }
  a {
    color: ${colors.sageDark};
    font-weight: 700;
  }
`;
