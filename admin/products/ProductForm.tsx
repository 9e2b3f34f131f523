import {
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import { colours, kindNames, productKinds } from '../../shared/pictures';

/** Kopecks kept, rubles shown: the shop's prices are whole rubles, kopecks allowed. */
const toRubles = (kopecks: number | null | undefined) => (kopecks == null ? null : kopecks / 100);
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

/**
 * The single price: every size's while they cost the same; once «Остатки и цены» gave sizes their own,
 * it is the lowest, and the form says where the sizes' prices are (the api writes it only when changed).
 */
function PriceInputs() {
  const record = useRecordContext<{ pricesDiffer?: boolean }>();
  const differ = record?.pricesDiffer === true;
  return (
    <>
      <NumberInput
        source="priceKopecks"
        label={differ ? 'Цена, р. (самого дешёвого размера)' : 'Цена для всех размеров, р.'}
        format={toRubles}
        parse={toKopecks}
        validate={[required(), minValue(1)]}
        helperText={false}
      />
      {differ && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          У размеров разные цены: они в разделе <RouterLink to="/offer-grid">«Остатки и цены»</RouterLink>. Новая цена здесь поставит её
          всем размерам.
        </Typography>
      )}
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
 * A product's fields and its price; its sizes have their own editor below the form (SizesEditor).
 * `sx`: the product's page, whose toolbar is not fixed on a phone, takes away the room react-admin
 * keeps under the fields for a fixed one.
 */
export function ProductForm({ toolbar, sx }: { toolbar?: ReactElement; sx?: SxProps<Theme> }) {
  return (
    <SimpleForm
      toolbar={toolbar}
      sx={sx}
      defaultValues={{ active: true, isNew: false, isPopular: false, capsuleId: null, oldPriceKopecks: null }}
    >
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="code" validate={required()} helperText="shop.products.code_hint" fullWidth />
      <TextInput source="modelCode" validate={required()} fullWidth />
      <SectionInputs />
      <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} fullWidth />
      <SelectInput source="colourCode" choices={COLOUR_CHOICES} validate={required()} fullWidth />
      <Heading label="shop.products.price" />
      <PriceInputs />
      <NumberInput source="oldPriceKopecks" format={toRubles} parse={toKopecks} />
      <BooleanInput source="isNew" />
      <BooleanInput source="isPopular" />
      <BooleanInput source="active" />
      <NumberInput source="weightGrams" min={1} max={30_000} helperText="shop.products.weight_hint" />
      <Heading label="shop.products.texts" />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="composition" fullWidth />
      <TextInput source="care" multiline fullWidth />
    </SimpleForm>
  );
}
