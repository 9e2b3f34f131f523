import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRecord } from './calls';
import { moscowDay, rubles } from './format';
import { Section } from './Section';

function Subscription({ label, on, changedAt }: { label: string; on: boolean; changedAt: string | null }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography>
        {label}: <strong>{translate(on ? 'shop.customers.subscribed' : 'shop.customers.unsubscribed')}</strong>
      </Typography>
      {changedAt && (
        <Typography variant="body2" color="text.secondary">
          {translate('shop.customers.changed', { date: moscowDay(changedAt) })}
        </Typography>
      )}
    </div>
  );
}

/** The e-mail and SMS news, and when the shopper last changed each (152-FZ: consent has a date). */
export function CustomerSubscriptions() {
  const translate = useTranslate();
  const { subscriptions: s, customer } = useRecordContext<CustomerRecord>()!;
  if (customer.userId === null) {
    return (
      <Section title={translate('shop.customers.subscriptions')}>
        <Typography color="text.secondary">{translate('shop.customers.guest_subscriptions')}</Typography>
      </Section>
    );
  }
  return (
    <Section title={translate('shop.customers.subscriptions')}>
      <Stack spacing={1}>
        <Subscription label={translate('shop.customers.email_news')} on={s.emailNews} changedAt={s.emailNewsChangedAt} />
        <Subscription label={translate('shop.customers.sms_news')} on={s.smsNews} changedAt={s.smsNewsChangedAt} />
      </Stack>
    </Section>
  );
}

/** Certificates their orders bought (with what is left on each) and the ones that paid their orders. */
export function CustomerCertificates() {
  const translate = useTranslate();
  const { certificates } = useRecordContext<CustomerRecord>()!;
  const { bought, used } = certificates;
  return (
    <Section title={translate('shop.customers.certificates')}>
      {bought.length === 0 && used.length === 0 && (
        <Typography color="text.secondary">{translate('shop.customers.no_certificates')}</Typography>
      )}
      {bought.length > 0 && (
        <CodeList
          title={translate('shop.customers.bought')}
          rows={bought.map((c) => ({
            code: c.code,
            text: translate('shop.customers.certificate_left', {
              nominal: rubles(c.nominalKopecks),
              balance: rubles(c.balanceKopecks),
              order: c.orderCode,
            }),
          }))}
        />
      )}
      {used.length > 0 && (
        <CodeList
          title={translate('shop.customers.used')}
          rows={used.map((c) => ({
            code: c.code,
            text: translate('shop.customers.certificate_paid', { kopecks: rubles(c.kopecks), order: c.orderCode }),
          }))}
        />
      )}
    </Section>
  );
}

function CodeList({ title, rows }: { title: string; rows: { code: string; text: string }[] }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {rows.map((row, i) => (
        <div key={`${row.code}-${i}`}>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.code}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.text}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
