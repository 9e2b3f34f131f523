import { Edit, ListButton, TopToolbar } from 'react-admin';
import { SectionForm } from './SectionForm';

const Actions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/** A section's form; deleting one with products or children is refused by the server in words. */
export default function SectionEdit() {
  return (
    <Edit actions={<Actions />} mutationMode="pessimistic" redirect="list">
      <SectionForm />
    </Edit>
  );
}
