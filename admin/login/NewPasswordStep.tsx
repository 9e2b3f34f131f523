import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { repeatRefusal } from '../password/form';
import { providers } from '../providers';
import { StepForm } from './StepForm';
import { afterPassword, type SignInStep } from './steps';

/** A one-time password (a new account's, a reset's) is replaced by the staff member's own before the code. */
export function NewPasswordStep({ onNext }: { onNext: (step: SignInStep) => void }) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const submit = async () => {
    const refused = repeatRefusal(password, repeat);
    if (refused) throw new Error(translate(refused));
    onNext(afterPassword(await providers.calls.setNewPassword(password)));
  };
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('shop.password.first_title')}
      </Typography>
      <Typography variant="body2">{translate('shop.password.first_lead')}</Typography>
      <StepForm submitLabel={translate('shop.password.first_save')} onSubmit={submit}>
        <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
      </StepForm>
    </>
  );
}
