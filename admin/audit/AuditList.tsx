import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField } from 'react-admin';
import type { AuditEntry } from '../contract-types';
import { KeysetPagination } from '../layout/KeysetPagination';
import { AuditValues } from './AuditValues';
import { auditFilters } from './auditFilters';
import { actionName, objectName } from './names';

const when = (entry: AuditEntry) => new Date(entry.at).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' });

/** The audit log, newest first, by keyset; an entry opens to its values before and after. */
export default function AuditList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={auditFilters(phone)} pagination={<KeysetPagination />} exporter={false} sort={{ field: 'at', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AuditEntry>
          primaryText={(entry) => `${actionName(entry)}: ${objectName(entry)}`}
          secondaryText={(entry) => (entry.address ? `${entry.staff.name}, ${entry.address}` : entry.staff.name)}
          tertiaryText={when}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} expand={<AuditValues />} rowClick="expand">
          <DateField source="at" showTime sortable={false} locales="ru-RU" options={{ timeZone: 'Europe/Moscow' }} />
          <TextField source="staff.name" sortable={false} />
          <FunctionField<AuditEntry> source="action" render={actionName} sortable={false} />
          <FunctionField<AuditEntry> source="object" render={objectName} sortable={false} />
          <TextField source="address" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
