import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import type { ProductAdmin } from '../../shared/contract/admin/products';
import { PicturesEditor } from './PicturesEditor';
import { ProductForm } from './ProductForm';
import { SizesEditor } from './SizesEditor';

function OpenInShop() {
  const product = useRecordContext<ProductAdmin>();
  if (!product) return null;
  return (
    <Button label="shop.products.open" onClick={() => window.open(product.url, '_blank', 'noopener')}>
      <OpenInNewIcon />
    </Button>
  );
}

const Actions = () => (
  <TopToolbar>
    <OpenInShop />
    <ListButton />
  </TopToolbar>
);

/**
 * Save only: a product is switched off, never deleted. On a phone the bar stays below the form's
 * fields, not fixed to the screen's bottom as react-admin puts it: the sizes and pictures below have
 * buttons of their own, which a fixed bar would cover (the last of them out of reach) and which its
 * «Сохранить» does not save.
 */
const SaveOnly = () => (
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static', p: 2 } }}>
    <SaveButton />
  </Toolbar>
);

/** A product's form; products are switched off, never deleted (orders and the audit log name them). */
export default function ProductEdit() {
  return (
    <Edit actions={<Actions />} mutationMode="pessimistic" redirect={false}>
      <ProductForm toolbar={<SaveOnly />} sx={{ '&&': { pb: 2 } }} />
      <SizesEditor />
      <PicturesEditor />
    </Edit>
  );
}
