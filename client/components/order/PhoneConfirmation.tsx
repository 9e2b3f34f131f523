import { useState } from 'react';
import styled from '@emotion/styled';
import { PHONE_UNCONFIRMED } from '../../../shared/contract/phone-unconfirmed';
import { LOGIN_CODE_LENGTH } from '../../../shared/contract/profile-constants';
import { api, errorsOf } from '../../hooks/fetcher';
import { useCountdown } from '../../hooks/useCountdown';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { fieldErrors, type FieldErrors } from '../../lib/fieldErrors';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { Note } from '../../ui/layout';
import { colors, radius, space } from '../../ui/theme';
import { CodeProof, useCodeRequest } from '../sign-in-code';
import type { PhoneConfirmationStep } from './usePhoneConfirmation';

const FIELDS = ['phone', 'code'] as const;

/**
 * Under the phone of an order paid on receipt (usePhoneConfirmation): «Получить код» (the sign-in
 * code, POST /profile/sendCode/, with the proof of work the api may ask for first), the code from the SMS, «Подтвердить» (POST /order/confirmPhone/);
 * then «Телефон подтверждён». Loaded by PhoneConfirmationSlot only when a phone needs it.
 */
export function PhoneConfirmation({ step }: { step: PhoneConfirmationStep }) {
  const { phone } = step;
  // The phone a code went to (another phone typed since needs its own), when another may be asked, the demo's code.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const wait = useCountdown(resendAt);
  const { run, sending: confirming } = useSubmitOnce();
  const codeRequest = useCodeRequest({
    onSent: (data, to) => {
      setSentTo(to);
      setResendAt(Date.now() + data.RESEND_AFTER * 1000);
      setDemoCode(data.DEMO_CODE ?? null);
      setCode('');
      setErrors({});
    },
    onRefused: (refusal) => setErrors(fieldErrors(refusal, FIELDS, 'phone')),
  });
  const sent = sentTo === phone;
  const sending = confirming || codeRequest.busy;
  const requestCode = () => void codeRequest.request(phone);

  const confirm = () =>
    void run(async () => {
      try {
        const phones = await api.request('POST /order/confirmPhone/', { body: { phone, code } });
        setErrors({});
        await step.confirmed(phones);
      } catch (error) {
        setErrors(fieldErrors(errorsOf(error), FIELDS, 'code'));
      }
    });

  if (step.confirmedNow) return <Confirmed role="status">Телефон подтверждён</Confirmed>;
  return (
    <Box id={step.stepId} role="group" aria-label="Подтверждение телефона">
      {step.asked ? (
        <Note tone="danger" role="alert">
          {PHONE_UNCONFIRMED}
        </Note>
      ) : (
        <Note>Заказ с оплатой при получении оформляется на подтверждённый номер: пришлём код в СМС.</Note>
      )}
      {errors.phone && (
        <Note tone="danger" role="alert">
          {errors.phone}
        </Note>
      )}
      {sent ? (
        <>
          <Row>
            <Field label="Код из СМС" error={errors.code}>
              <Input
                name="phoneCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={LOGIN_CODE_LENGTH + 2}
                value={code}
                // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the code is the one thing to type next, and «Получить код» is gone
                autoFocus
                onChange={(e) => setCode(e.target.value.replace(/[^\d]/g, ''))}
                onKeyDown={(e) => {
                  // Enter confirms the phone, not the whole form.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    confirm();
                  }
                }}
              />
            </Field>
            <Button look="dark" size="medium" disabled={sending} aria-busy={sending || undefined} onClick={confirm}>
              Подтвердить
            </Button>
          </Row>
          {demoCode && <Note role="status">Код из СМС (демо): {demoCode}</Note>}
          <CodeProof request={codeRequest} />
          {wait > 0 ? (
            <Note>Новый код можно получить через {wait} с</Note>
          ) : (
            <Button look="link" disabled={sending} onClick={requestCode}>
              Получить код ещё раз
            </Button>
          )}
        </>
      ) : (
        <>
          <CodeProof request={codeRequest} />
          <Button look="secondary" size="medium" disabled={sending} aria-busy={sending || undefined} onClick={requestCode}>
            {codeRequest.proof ? 'Ждём проверки…' : sending ? 'Отправляем код…' : 'Получить код'}
          </Button>
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${colors.sageLight};
  > div {
    align-self: stretch;
  }
`;

const Row = styled.div`
  display: grid;
  max-width: 420px;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.sm};
  align-items: end;
`;

const Confirmed = styled.p`
  margin: 0;
  color: ${colors.sageDark};
  font-weight: 800;
  &::before {
    content: '✓ ';
  }
`;
