import { Create } from 'react-admin';
import { PosterForm } from './PosterForm';

/** After the save the poster's page opens, with its preview from the server's copy. */
export default function PosterCreate() {
  return (
    <Create title="shop.posters.create_title" redirect="edit">
      <PosterForm />
    </Create>
  );
}
