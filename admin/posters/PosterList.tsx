import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, CreateButton, Datagrid, FunctionField, List, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import { BannerButton } from './BannerButton';
import type { PosterRecord } from './calls';

const Actions = () => (
  <TopToolbar>
    <BannerButton />
    <CreateButton />
  </TopToolbar>
);

/** The posters in display order, with where each shows; the banner's text is edited from here too. */
export default function PosterList() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const where = (p: PosterRecord) => (p.showIn.length > 0 ? p.showIn.join(', ') : translate('shop.posters.everywhere'));
  return (
    <List actions={<Actions />} pagination={false} exporter={false}>
      {phone ? (
        <SimpleList<PosterRecord> primaryText={(p) => p.name} secondaryText={where} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" sortable={false} />
          <FunctionField<PosterRecord> source="showInText" render={where} sortable={false} />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
