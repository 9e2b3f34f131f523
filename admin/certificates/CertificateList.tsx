import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SimpleList, TextField, useTranslate } from 'react-admin';
import type { AdminCertificateItem } from '../contract-types';
import { moscowDay } from '../customers/format';
import { KeysetPagination } from '../layout/KeysetPagination';
import { rubles } from '../orders/money';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Код, 4 последних знака, заказ" sx={{ width: { xs: '100%', sm: 320 } }} />,
];

/** No certificate sold yet: what will fill the list, rather than react-admin's «Нет …». */
function NoCertificates() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {translate('shop.certificates.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('shop.certificates.empty_hint')}</Typography>
    </Box>
  );
}

/**
 * Gift certificates, newest first by keyset: codes masked to their last group (the whole one is on
 * the certificate's page, to read out to its holder), the nominal, what is left and its state.
 */
export default function CertificateList() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const state = (c: AdminCertificateItem) => translate(`shop.certificates.statuses.${c.status}`);
  return (
    <List filters={filters} actions={false} empty={<NoCertificates />} pagination={<KeysetPagination />} exporter={false}>
      {phone ? (
        <SimpleList<AdminCertificateItem>
          primaryText={(c) => c.code}
          secondaryText={(c) => `${rubles(c.balanceKopecks)} из ${rubles(c.nominalKopecks)} · ${state(c)}`}
          tertiaryText={(c) => c.orderCode}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="code" sortable={false} sx={{ fontFamily: 'monospace' }} />
          <FunctionField<AdminCertificateItem>
            source="nominalKopecks"
            render={(c) => rubles(c.nominalKopecks)}
            sortable={false}
            textAlign="right"
          />
          <FunctionField<AdminCertificateItem>
            source="balanceKopecks"
            render={(c) => rubles(c.balanceKopecks)}
            sortable={false}
            textAlign="right"
          />
          <FunctionField<AdminCertificateItem> source="status" render={state} sortable={false} />
          <TextField source="orderCode" sortable={false} />
          <FunctionField<AdminCertificateItem> source="issuedAt" render={(c) => moscowDay(c.issuedAt)} sortable={false} />
          <FunctionField<AdminCertificateItem> source="expiresAt" render={(c) => moscowDay(c.expiresAt)} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
