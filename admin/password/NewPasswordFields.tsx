import { TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { PASSWORD_MIN } from '../contract-types';

interface Props {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors?: { password?: string | undefined; repeat?: string | undefined };
  passwordRef?: Ref<HTMLInputElement>;
  repeatRef?: Ref<HTMLInputElement>;
}

/** The new password and its repeat, as both password forms ask them (the browser may offer one it made up). */
export function NewPasswordFields({ password, repeat, onPassword, onRepeat, errors = {}, passwordRef, repeatRef }: Props) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('shop.password.new')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? translate('shop.password.hint', { min: PASSWORD_MIN })}
        inputRef={passwordRef}
        required
        fullWidth
      />
      <TextField
        label={translate('shop.password.repeat')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => onRepeat(e.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat}
        inputRef={repeatRef}
        required
        fullWidth
      />
    </>
  );
}
