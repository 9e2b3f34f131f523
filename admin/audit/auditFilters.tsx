import { DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';

/** The owner's filters of the audit log: a person, an object (and its number), days from and to. */
export const auditFilters = [
  <ReferenceInput key="staffId" source="staffId" reference="staff" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <TextInput key="object" source="object" alwaysOn />,
  <TextInput key="objectId" source="objectId" />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];
