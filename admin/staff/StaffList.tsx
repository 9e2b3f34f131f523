import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EmailField,
  List,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Staff } from '../contract-types';
import { KeysetPagination } from '../layout/KeysetPagination';
import { ROLE_CHOICES } from './roles';

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The owner's staff list; on a phone a simple list, on a laptop a table. */
export default function StaffList() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List actions={<Actions />} pagination={<KeysetPagination />} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      {phone ? (
        <SimpleList<Staff>
          primaryText={(staff) => staff.name}
          secondaryText={(staff) => staff.email}
          tertiaryText={(staff) => translate(`shop.roles.${staff.role}`)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" sortable={false} />
          <EmailField source="email" sortable={false} />
          <SelectField source="role" choices={ROLE_CHOICES} sortable={false} />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
