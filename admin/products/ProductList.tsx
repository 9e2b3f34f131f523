import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useGetList,
  useTranslate,
} from 'react-admin';
import type { ProductListItem } from '../../shared/contract/admin/products';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import { rubles } from '../customers/format';
import { KeysetPagination } from '../layout/KeysetPagination';

function SectionFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data = [] } = useGetList<SectionAdmin>('sections', { pagination: { page: 1, perPage: 1000 } });
  return <SelectInput {...props} choices={data.map((s) => ({ id: s.id, name: `${'— '.repeat(s.depth - 1)}${s.name}` }))} />;
}

function ActiveFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = [
    { id: 'yes', name: translate('shop.products.active_yes') },
    { id: 'no', name: translate('shop.products.active_no') },
  ];
  return <SelectInput {...props} choices={choices} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Название или код" sx={{ width: { xs: '100%', sm: 280 } }} />,
  <SectionFilter key="section" source="section" />,
  <ActiveFilter key="active" source="active" />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The products, newest first by keyset, found by words of the name or code, by section and whether on sale. */
export default function ProductList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} actions={<Actions />} pagination={<KeysetPagination />} exporter={false} sort={{ field: 'id', order: 'DESC' }}>
      {phone ? (
        <SimpleList<ProductListItem>
          primaryText={(p) => p.name}
          secondaryText={(p) => `${rubles(p.priceKopecks)} · ${p.sectionName}`}
          tertiaryText={(p) => `${p.sizes} разм. · ${p.stock} шт.${p.active ? '' : ' · скрыт'}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" sortable={false} />
          <TextField source="code" sortable={false} />
          <TextField source="sectionName" sortable={false} />
          <FunctionField<ProductListItem> source="priceKopecks" render={(p) => rubles(p.priceKopecks)} sortable={false} textAlign="right" />
          <NumberField source="sizes" sortable={false} />
          <NumberField source="stock" sortable={false} />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
