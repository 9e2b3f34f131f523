import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { ListButton, Loading, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatPhone, phoneHref } from '../../shared/format/phone';
import type { CustomerRecord, CustomerRow } from './calls';
import { CustomerCertificates, CustomerSubscriptions } from './CustomerDetails';
import { CustomerNote } from './CustomerNote';
import { CustomerOrders } from './CustomerOrders';
import { moscowDay, rubles } from './format';
import { Section } from './Section';

function Contacts() {
  const translate = useTranslate();
  const { customer, ordersCount, spentKopecks } = useRecordContext<CustomerRecord>()!;
  const phoneLink = phoneHref(customer.phone);
  return (
    <Section title={translate('shop.customers.contacts')}>
      <Stack spacing={0.5}>
        {phoneLink ? <MuiLink href={phoneLink}>{formatPhone(customer.phone)}</MuiLink> : <span>{customer.phone}</span>}
        {customer.email ? (
          <MuiLink href={`mailto:${customer.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {customer.email}
          </MuiLink>
        ) : (
          <Typography color="text.secondary">{translate('shop.customers.no_email')}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {customer.registeredAt
            ? translate('shop.customers.registered', { date: moscowDay(customer.registeredAt) })
            : translate('shop.customers.guest')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
        <Figure label={translate('shop.customers.orders_count')} value={String(ordersCount)} />
        <Figure label={translate('shop.customers.spent')} value={rubles(spentKopecks)} hint={translate('shop.customers.spent_hint')} />
      </Stack>
    </Section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div title={hint}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </div>
  );
}

/**
 * What the page holds may for a moment be the list's row (react-admin keeps a list's records as
 * the records' first answer, until the page's own comes): its name, not yet its page.
 */
type ShownRecord = CustomerRecord | (CustomerRow & { customer?: undefined });

function CustomerName() {
  const record = useRecordContext<ShownRecord>();
  return <span>{record?.customer ? record.customer.name : (record?.name ?? '')}</span>;
}

function Heading() {
  const record = useRecordContext<CustomerRecord>()!;
  return (
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {record.customer.name}
    </Typography>
  );
}

function PageContent() {
  const record = useRecordContext<ShownRecord>();
  if (!record?.customer) return <Loading />;
  return (
    <Box sx={PAGE_GRID}>
      <Box sx={{ gridArea: 'head' }}>
        <Heading />
      </Box>
      <Box sx={{ gridArea: 'contacts' }}>
        <Contacts />
      </Box>
      <Box sx={{ gridArea: 'note' }}>
        <CustomerNote />
      </Box>
      <Box sx={{ gridArea: 'orders' }}>
        <CustomerOrders />
      </Box>
      <Stack spacing={2} sx={{ gridArea: 'details' }}>
        <CustomerSubscriptions />
        <CustomerCertificates />
      </Stack>
    </Box>
  );
}

/** On a phone the orders come right after the note; on a laptop they take the wide column. */
const PAGE_GRID = {
  display: 'grid',
  gap: 2,
  mb: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
  gridTemplateAreas: { xs: '"head" "contacts" "note" "orders" "details"', md: '"head head" "contacts note" "details orders"' },
} as const;

/**
 * A customer's page: contacts and what they spent, the staff's note beside them (what a manager
 * answering a call needs first), then the orders, subscriptions and certificates. One column on
 * a phone, two on a laptop.
 */
export default function CustomerShow() {
  return (
    <Show
      title={<CustomerName />}
      component="div"
      emptyWhileLoading
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <PageContent />
    </Show>
  );
}
