import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
  useGetList,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import { colours, kindNames, productKinds } from '../../shared/pictures';

/** Kopecks kept, rubles shown: the shop's prices are whole rubles, kopecks allowed. */
const toRubles = (kopecks: number | null | undefined) => (kopecks == null ? '' : kopecks / 100);
const toKopecks = (rubles: string | number | null) => (rubles === '' || rubles === null ? null : Math.round(Number(rubles) * 100));

const KIND_CHOICES = productKinds.map((id) => ({ id, name: kindNames[id] }));
const COLOUR_CHOICES = colours.map((c) => ({ id: c.code, name: c.name }));

function SectionInputs() {
  const { data = [] } = useGetList<SectionAdmin>('sections', { pagination: { page: 1, perPage: 1000 } });
  const choices = data.map((s) => ({ id: s.id, name: `${'— '.repeat(s.depth - 1)}${s.name}` }));
  return (
    <>
      <SelectInput source="sectionId" choices={choices} validate={required()} fullWidth />
      <SelectInput source="capsuleId" choices={choices} emptyText="—" fullWidth />
    </>
  );
}

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(label)}
    </Typography>
  );
}

/**
 * A product's fields, its price and its sizes in one form: the sizes in the order the product page
 * lists them, each with its stock (the iterator's arrows reorder them, on a phone too).
 */
export function ProductForm() {
  return (
    <SimpleForm defaultValues={{ active: true, isNew: false, isPopular: false, sizes: [], capsuleId: null, oldPriceKopecks: null }}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="code" validate={required()} helperText="shop.products.code_hint" fullWidth />
      <TextInput source="modelCode" validate={required()} fullWidth />
      <SectionInputs />
      <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} fullWidth />
      <SelectInput source="colourCode" choices={COLOUR_CHOICES} validate={required()} fullWidth />
      <Heading label="shop.products.price" />
      <NumberInput source="priceKopecks" format={toRubles} parse={toKopecks} validate={[required(), minValue(1)]} />
      <NumberInput source="oldPriceKopecks" format={toRubles} parse={toKopecks} />
      <BooleanInput source="isNew" />
      <BooleanInput source="isPopular" />
      <BooleanInput source="active" />
      <Heading label="resources.products.fields.sizes" />
      <ArrayInput source="sizes" label={false} helperText="shop.products.sizes_hint">
        <SimpleFormIterator inline>
          <TextInput source="size" validate={required()} sx={{ width: 120 }} />
          <NumberInput source="stock" validate={[required(), minValue(0)]} sx={{ width: 120 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <Heading label="shop.products.texts" />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="composition" fullWidth />
      <TextInput source="care" multiline fullWidth />
    </SimpleForm>
  );
}
