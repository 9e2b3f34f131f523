import { useState } from 'react';
import { Create, type RaRecord, SelectInput, SimpleForm, TextInput, email, required, useNotify, useRedirect } from 'react-admin';
import { OneTimePassword } from './OneTimePassword';
import { ROLE_CHOICES } from './roles';

/**
 * A new staff member: e-mail, name, role. The server answers with a one-time password, shown
 * here once; the list opens when the owner has passed it on.
 */
export default function StaffCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [password, setPassword] = useState<string | null>(null);
  return (
    <>
      <Create
        title="shop.staff.create_title"
        redirect={false}
        mutationOptions={{
          onSuccess: (record: RaRecord) => {
            notify('shop.staff.created', { type: 'success' });
            setPassword(typeof record.password === 'string' ? record.password : null);
          },
        }}
      >
        <SimpleForm>
          <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
          <TextInput source="name" validate={required()} fullWidth />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} defaultValue="manager" />
        </SimpleForm>
      </Create>
      <OneTimePassword
        password={password}
        onDone={() => {
          setPassword(null);
          redirect('list', 'staff');
        }}
      />
    </>
  );
}
