import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';

/** A new product; once saved, its page opens with the sizes' editor. */
export default function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm />
    </Create>
  );
}
