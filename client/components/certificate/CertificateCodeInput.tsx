import type { InputHTMLAttributes } from 'react';
import { Input } from '../../ui/Field';

/**
 * The input of a gift certificate's code (activation in the area, payment at checkout): typed from
 * a card in capitals, so no autofill, no spelling fixes, capitals on phones' keyboards.
 */
export function CertificateCodeInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <Input name="certificate" autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}
