import { urls } from '../../../shared/routes';
import { Checkbox } from '../../ui/Checkbox';

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
    <Checkbox name="consent" weight="small" checked={checked} onChange={(e) => onChange(e.target.checked)}>
      <span>
        Я даю согласие на обработку персональных данных в соответствии с{' '}
        <a href={urls.privacy()} target="_blank" rel="noopener">
          политикой конфиденциальности
        </a>
      </span>
    </Checkbox>
  );
}
