import styled from '@emotion/styled';
import { LOGIN_CODE_LENGTH } from '../../../shared/contract/profile-constants';
import { CodeProof } from '.';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { Note } from '../../ui/layout';
import { PhoneField } from '../../ui/PhoneField';
import { colors, radius, space } from '../../ui/theme';
import type { LoginCode } from './useLoginCode';

interface CodeFieldsProps {
  form: LoginCode;
  /** Whether the code's field takes the focus when it shows: not when it comes filled in (registration after sign-in). */
  focusCode?: boolean;
}

/**
 * Телефон, «Получить код», then the code from the SMS (six digits, filled in by the phone from the
 * message where it can), the countdown to another code and, in demo mode, the code itself. Where
 * the shopper asked for a code, the proof of work the api may ask for first (CodeProof).
 */
export function CodeFields({ form, focusCode = true }: CodeFieldsProps) {
  const { phone, setPhone, code, setCode, sent, wait, demoCode, errors, requestCode, codeRequest, sending, ready } = form;
  return (
    <>
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      {!sent && (
        <>
          <CodeProof request={codeRequest} />
          <Button type="submit" disabled={sending || !ready} aria-busy={sending || undefined}>
            {codeRequest.proof ? 'Ждём проверки…' : sending ? 'Отправляем код…' : 'Получить код'}
          </Button>
        </>
      )}
      {sent && (
        <>
          <Field label="Код из СМС" error={errors.code}>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={LOGIN_CODE_LENGTH + 2}
              value={code}
              // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the code is the one thing to type next
              autoFocus={focusCode}
              onChange={(e) => setCode(e.target.value.replace(/[^\d]/g, ''))}
            />
          </Field>
          {demoCode && <Demo role="status">Код для входа (демо): {demoCode}</Demo>}
          <Resend>
            <CodeProof request={codeRequest} />
            {wait > 0 ? (
              <Note>Новый код можно получить через {wait} с</Note>
            ) : (
              <Button look="link" disabled={sending} onClick={() => void requestCode()}>
                Получить код ещё раз
              </Button>
            )}
          </Resend>
        </>
      )}
    </>
  );
}

const Demo = styled.p`
  margin: 0;
  padding: 10px ${space.md};
  border-radius: ${radius.md};
  background: ${colors.sageLight};
  color: ${colors.sageDark};
  font-weight: 800;
`;

const Resend = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: -${space.xs};
`;
