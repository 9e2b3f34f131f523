import { Edit, SaveButton, Toolbar } from 'react-admin';
import { PosterForm } from './PosterForm';
import { PosterPreview } from './PosterPreview';

/** Save only: a poster is taken down (active off, or an end date), its history stays in the log. */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export default function PosterEdit() {
  return (
    <Edit title="shop.posters.edit_title" mutationMode="pessimistic" redirect={false}>
      <PosterForm toolbar={<FormToolbar />} />
      <PosterPreview />
    </Edit>
  );
}
