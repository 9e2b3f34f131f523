import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { colors } from '../../ui/theme';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The 152-FZ consent to the processing of personal data: its own checkbox, unticked until the
 * shopper ticks it; the policy (spec §2.1) opens beside the form so that nothing typed is lost.
 */
export function PersonalDataConsent({ checked, onChange }: Props) {
  return (
    <Consent>
      <input type="checkbox" name="consent" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Я даю согласие на обработку персональных данных в соответствии с{' '}
        <a href={urls.privacy()} target="_blank" rel="noopener">
          политикой конфиденциальности
        </a>
      </span>
    </Consent>
  );
}

const Consent = styled.label`
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
