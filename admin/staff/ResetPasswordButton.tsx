import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import { OneTimePassword } from './OneTimePassword';
import { refusalMessage } from '../http';

/** A new one-time password for a staff member who lost theirs or their phone (TOTP is cleared with it). */
export function ResetPasswordButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (!record) return null;
  const reset = () => {
    setAsking(false);
    dataProvider
      .resetStaffPassword(record.id)
      .then((answer) => setPassword(answer.password))
      .catch((error: unknown) => notify(refusalMessage(error), { type: 'error' }));
  };
  return (
    <>
      <Button label="shop.staff.reset" onClick={() => setAsking(true)}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="shop.staff.reset"
        content="shop.staff.reset_confirm"
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
      <OneTimePassword password={password} onDone={() => setPassword(null)} />
    </>
  );
}
