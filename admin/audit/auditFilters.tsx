import { DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';

/**
 * The owner's filters of the audit log: a person, an object (and its number), days from and to.
 * On a phone only the person is always shown (four fields took the whole screen); the others are
 * behind the filter button.
 */
export const auditFilters = (phone: boolean) => [
  <ReferenceInput key="staffId" source="staffId" reference="staff" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <TextInput key="object" source="object" alwaysOn={!phone} />,
  <TextInput key="objectId" source="objectId" />,
  <DateInput key="from" source="from" alwaysOn={!phone} />,
  <DateInput key="to" source="to" alwaysOn={!phone} />,
];
