import { BooleanInput, Edit, ListButton, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar, required } from 'react-admin';
import { ResetPasswordButton } from './ResetPasswordButton';
import { ROLE_CHOICES } from './roles';

const Actions = () => (
  <TopToolbar>
    <ResetPasswordButton />
    <ListButton />
  </TopToolbar>
);

/** Save only: staff are never deleted (the audit log names them); one who left is made inactive. */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** A staff member's name, role and whether they still work here; the e-mail is their sign-in and stays. */
export default function StaffEdit() {
  return (
    <Edit title="shop.staff.edit_title" actions={<Actions />} mutationMode="pessimistic">
      {/* The record comes twice (the list's copy, then its own read): what the owner typed meanwhile stays. */}
      <SimpleForm toolbar={<FormToolbar />} resetOptions={{ keepDirtyValues: true }}>
        <TextInput source="email" disabled fullWidth />
        <TextInput source="name" validate={required()} fullWidth />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
