import { Create } from 'react-admin';
import { SectionForm } from './SectionForm';

/** A new section goes last among its siblings; the arrows move it. */
export default function SectionCreate() {
  return (
    <Create redirect="list">
      <SectionForm />
    </Create>
  );
}
