import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';

/** A new product with its sizes; it is in the shop once saved (active unless switched off). */
export default function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm />
    </Create>
  );
}
