import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Link,
  ListButton,
  Loading,
  Show,
  TopToolbar,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminCertificatePage } from '../contract-types';
import { moscowDay, moscowMoment } from '../customers/format';
import { Section } from '../customers/Section';
import type { AdminDataProvider } from '../data/dataProvider';
import { FormDialog, useDialogSubmit } from '../orders/actions/FormDialog';
import { rubles } from '../orders/money';

const signed = (kopecks: number) => (kopecks > 0 ? `+${rubles(kopecks)}` : kopecks < 0 ? `−${rubles(-kopecks)}` : rubles(0));

/** The reason a block or a reissue asks for, and its confirmation: one dialog for either. */
function ActionDialog(props: {
  open: boolean;
  title: string;
  text: string;
  submitLabel: string;
  onClose(): void;
  onConfirm(reason: string): Promise<void>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const { sending, problem, send } = useDialogSubmit();
  return (
    <FormDialog
      open={props.open}
      title={props.title}
      submitLabel={props.submitLabel}
      submitColor="error"
      sending={sending}
      problem={problem}
      onClose={props.onClose}
      onSubmit={() =>
        void send(async () => {
          if (reason.trim().length < 3) return translate('shop.certificates.reason') + ': напишите хотя бы несколько слов';
          await props.onConfirm(reason.trim());
          setReason('');
        })
      }
    >
      <Typography gutterBottom>{props.text}</Typography>
      <TextField
        label={translate('shop.certificates.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

/** The new code, shown once as the reissue answered it; the new certificate's page is a tap away. */
function NewCode({ created, onClose }: { created: AdminCertificatePage | null; onClose(): void }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Dialog open={created !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-certificate-code">
      <DialogTitle id="new-certificate-code">{translate('shop.certificates.new_code_title')}</DialogTitle>
      <DialogContent>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontFamily: 'monospace', my: 1, overflowWrap: 'anywhere' }}
          aria-label={translate('resources.certificates.fields.code')}
        >
          {created?.code}
        </Typography>
        <Typography variant="body2">{translate('shop.certificates.new_code_text')}</Typography>
      </DialogContent>
      <DialogActions>
        {created && (
          <Button
            component={Link}
            to={createPath({ resource: 'certificates', id: created.id, type: 'show' })}
            onClick={onClose}
            variant="contained"
          >
            {translate('shop.certificates.open_new')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Actions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const record = useRecordContext<AdminCertificatePage>();
  const [dialog, setDialog] = useState<'block' | 'reissue' | null>(null);
  const [created, setCreated] = useState<AdminCertificatePage | null>(null);
  if (!record?.movements) return null;
  const open = record.status === 'active';
  return (
    <>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" color="error" disabled={record.status === 'blocked'} onClick={() => setDialog('block')}>
          {translate('shop.certificates.block')}
        </Button>
        <Button
          variant="outlined"
          disabled={record.reissuedToId !== null || record.balanceKopecks === 0 || (!open && record.status !== 'blocked')}
          onClick={() => setDialog('reissue')}
        >
          {translate('shop.certificates.reissue')}
        </Button>
      </Stack>
      <ActionDialog
        open={dialog === 'block'}
        title="shop.certificates.block_title"
        text={translate('shop.certificates.block_text')}
        submitLabel="shop.certificates.block"
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await dataProvider.blockCertificate(record.id, reason);
          setDialog(null);
          notify('shop.certificates.blocked', { type: 'success' });
          refresh();
        }}
      />
      <ActionDialog
        open={dialog === 'reissue'}
        title="shop.certificates.reissue_title"
        text={translate('shop.certificates.reissue_text', { sum: rubles(record.balanceKopecks) })}
        submitLabel="shop.certificates.reissue"
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          setCreated(await dataProvider.reissueCertificate(record.id, reason));
          setDialog(null);
          refresh();
        }}
      />
      <NewCode created={created} onClose={() => setCreated(null)} />
    </>
  );
}

function Details() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const c = useRecordContext<AdminCertificatePage>()!;
  const to = (id: number) => createPath({ resource: 'certificates', id, type: 'show' });
  return (
    <Section title={translate('shop.certificates.details')}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="p">
            {rubles(c.balanceKopecks)}
          </Typography>
          <Typography color="text.secondary">из {rubles(c.nominalKopecks)}</Typography>
          <Chip
            size="small"
            color={c.status === 'active' ? 'success' : 'default'}
            label={translate(`shop.certificates.statuses.${c.status}`)}
          />
        </Stack>
        <Typography variant="body2">
          {translate('resources.certificates.fields.issuedAt')}: {moscowDay(c.issuedAt)} ·{' '}
          {translate('resources.certificates.fields.expiresAt')}: {moscowDay(c.expiresAt)}
        </Typography>
        <Typography variant="body2">{translate('shop.certificates.bought_with', { order: c.orderCode })}</Typography>
        {c.heldOrderCode && <Alert severity="info">{translate('shop.certificates.held_by', { order: c.heldOrderCode })}</Alert>}
        {c.blockedAt && (
          <Typography variant="body2">{translate('shop.certificates.blocked_at', { moment: moscowMoment(c.blockedAt) })}</Typography>
        )}
        {c.accountId !== null && <Typography variant="body2">{translate('shop.certificates.account', { id: c.accountId })}</Typography>}
        {c.reissuedFromId !== null && (
          <MuiLink component={Link} to={to(c.reissuedFromId)}>
            {translate('shop.certificates.reissued_from')}
          </MuiLink>
        )}
        {c.reissuedToId !== null && (
          <MuiLink component={Link} to={to(c.reissuedToId)}>
            {translate('shop.certificates.reissued_to')}
          </MuiLink>
        )}
        <Actions />
      </Stack>
    </Section>
  );
}

function Ledger() {
  const translate = useTranslate();
  const c = useRecordContext<AdminCertificatePage>()!;
  return (
    <Section title={translate('shop.certificates.ledger')}>
      {c.movements.length === 0 && <Typography color="text.secondary">{translate('shop.certificates.ledger_empty')}</Typography>}
      <List dense disablePadding>
        {c.movements.map((m, i) => (
          <ListItem key={`${m.at}-${i}`} disableGutters divider={i < c.movements.length - 1} sx={{ gap: 2 }}>
            <ListItemText
              primary={translate(`shop.certificates.kinds.${m.kind}`) + (m.orderCode ? ` · ${m.orderCode}` : '')}
              secondary={moscowMoment(m.at)}
            />
            <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <Typography>{signed(m.amountKopecks)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('shop.certificates.after')}: {rubles(m.balanceAfterKopecks)}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

function PageContent() {
  const translate = useTranslate();
  const c = useRecordContext<AdminCertificatePage>();
  // The list's row may stand in for a moment, until the page's own answer (with its ledger) comes.
  if (!c?.movements) return <Loading />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {translate('shop.certificates.title', { code: c.code })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Details />
        <Ledger />
      </Box>
    </Stack>
  );
}

/** A certificate's page: its code whole, balance and state, the ledger newest first, block and reissue. */
export default function CertificateShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      component="div"
    >
      <PageContent />
    </Show>
  );
}
