import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { StockCsvReport, StockCsvRow } from '../../shared/contract/admin/stock-csv';
import { withPluralRu } from '../../shared/format/plural';
import type { AdminDataProvider } from '../data/dataProvider';
import { refusalMessage } from '../http';
import { rubles } from '../orders/money';
import { useSubmitOnce } from '../orders/submit-once';
import { STOCK_CSV_EXPORT } from './calls';

/** At most this many rows of each kind drawn: a 20 000-row file's table would freeze a phone. */
const SHOWN = 200;
const CHANGE_FORMS = ['изменение', 'изменения', 'изменений'] as const;

type Step = { kind: 'choose' } | { kind: 'preview'; file: File; report: StockCsvReport } | { kind: 'done'; report: StockCsvReport };

const money = (k: number | null) => (k === null ? '—' : rubles(k));
const number = (n: number | null) => (n === null ? '—' : String(n));

/** «было → стало» of one number, or nothing when the row leaves it alone. */
function Change({ value, show }: { value: StockCsvRow['stock']; show: (n: number | null) => string }) {
  if (!value) return null;
  return (
    <span>
      {show(value.before)} → <b>{show(value.after)}</b>
    </span>
  );
}

function changesText(row: StockCsvRow, translate: (key: string) => string) {
  const parts: string[] = [];
  if (row.stock) parts.push(`${translate('shop.stock_csv.stock')}: ${number(row.stock.before)} → ${number(row.stock.after)}`);
  if (row.priceKopecks)
    parts.push(`${translate('shop.stock_csv.price')}: ${money(row.priceKopecks.before)} → ${money(row.priceKopecks.after)}`);
  if (row.oldPriceKopecks)
    parts.push(`${translate('shop.stock_csv.old_price')}: ${money(row.oldPriceKopecks.before)} → ${money(row.oldPriceKopecks.after)}`);
  return parts.join(' · ');
}

/** The rows of one kind: a table on a wide screen, a compact list on a phone. */
function Rows({ rows, refused, total }: { rows: StockCsvRow[]; refused: boolean; total: number }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const t = (key: string) => translate(`shop.stock_csv.${key}`);
  const shown = rows.slice(0, SHOWN);
  const more = total > shown.length && (
    <Typography variant="body2">{translate('shop.stock_csv.shown', { shown: shown.length, total })}</Typography>
  );
  if (phone)
    return (
      <>
        <List dense disablePadding>
          {shown.map((row) => (
            <ListItem key={row.line} divider disableGutters>
              <ListItemText
                primary={`${t('line')} ${row.line}: ${row.code || '—'}, ${row.size || '—'}`}
                secondary={refused ? row.problem : changesText(row, translate)}
                slotProps={{ secondary: { color: refused ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
        {more}
      </>
    );
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('line')}</TableCell>
            <TableCell>{t('code')}</TableCell>
            <TableCell>{t('size')}</TableCell>
            {refused ? (
              <TableCell>{t('problem')}</TableCell>
            ) : (
              <>
                <TableCell>{t('stock')}</TableCell>
                <TableCell>{t('price')}</TableCell>
                <TableCell>{t('old_price')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.code}</TableCell>
              <TableCell>{row.size}</TableCell>
              {refused ? (
                <TableCell sx={{ color: 'error.main' }}>{row.problem}</TableCell>
              ) : (
                <>
                  <TableCell>
                    <Change value={row.stock} show={number} />
                  </TableCell>
                  <TableCell>
                    <Change value={row.priceKopecks} show={money} />
                  </TableCell>
                  <TableCell>
                    <Change value={row.oldPriceKopecks} show={money} />
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </>
  );
}

function Report({ report }: { report: StockCsvReport }) {
  const done = report.imported ? '_done' : '';
  const translate = useTranslate();
  const refused = report.rows.filter((r) => r.problem !== undefined);
  const changes = report.rows.filter((r) => r.problem === undefined);
  return (
    <Stack spacing={2}>
      <Typography role="status">{translate('shop.stock_csv.counts', report.counts)}</Typography>
      {refused.length > 0 && (
        <Card component="section" aria-label={translate(`shop.stock_csv.refused_title${done}`)}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} color="error">
              {translate(`shop.stock_csv.refused_title${done}`)}
            </Typography>
            <Rows rows={refused} refused total={report.counts.refused} />
          </CardContent>
        </Card>
      )}
      {changes.length > 0 && (
        <Card component="section" aria-label={translate(`shop.stock_csv.changes_title${done}`)}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate(`shop.stock_csv.changes_title${done}`)}
            </Typography>
            <Rows rows={changes} refused={false} total={report.counts.changes} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

/**
 * «Загрузка CSV» (issue 24, decision 056): the export to download; a file chosen (a phone's picker
 * too) is previewed row by row — what changes, what is refused and why — and nothing changes until
 * «Загрузить N изменений», sent once however often it is tapped; then what was loaded.
 */
export default function StockCsvScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { sending, submit } = useSubmitOnce();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      setStep({ kind: 'preview', file, report: await dataProvider.stockCsvPreview(file) });
    } catch (e) {
      setStep({ kind: 'choose' });
      setError(refusalMessage(e));
    } finally {
      setReading(false);
    }
  };

  const confirm = (file: File, token: string) =>
    submit(async () => {
      setError(null);
      try {
        setStep({ kind: 'done', report: await dataProvider.stockCsvImport(file, token) });
      } catch (e) {
        setError(refusalMessage(e));
      }
    });

  const chooseButton = (
    <Button
      component="label"
      variant={step.kind === 'choose' ? 'contained' : 'outlined'}
      startIcon={<UploadFileIcon />}
      disabled={reading || sending}
    >
      {translate(step.kind === 'done' ? 'shop.stock_csv.another' : 'shop.stock_csv.choose')}
      <input
        ref={input}
        hidden
        type="file"
        accept=".csv,text/csv,text/plain,application/vnd.ms-excel"
        aria-label={translate('shop.stock_csv.file')}
        onChange={(e) => void chosen(e)}
      />
    </Button>
  );

  return (
    <Box sx={{ my: 2, maxWidth: 1100 }}>
      <Title title="shop.stock_csv.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('shop.stock_csv.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate('shop.stock_csv.intro')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('shop.stock_csv.columns')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button component="a" href={STOCK_CSV_EXPORT} download variant="outlined" startIcon={<DownloadIcon />}>
          {translate('shop.stock_csv.download')}
        </Button>
        {chooseButton}
      </Stack>
      {reading && <Typography role="status">{translate('shop.stock_csv.reading')}</Typography>}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {step.kind === 'preview' && (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {step.file.name}
          </Typography>
          <Report report={step.report} />
          {step.report.counts.changes > 0 ? (
            <Box>
              <Button variant="contained" disabled={sending} onClick={() => void confirm(step.file, step.report.token)}>
                {translate('shop.stock_csv.confirm', { changes: withPluralRu(step.report.counts.changes, CHANGE_FORMS) })}
              </Button>
            </Box>
          ) : (
            <Alert severity="info">{translate('shop.stock_csv.nothing')}</Alert>
          )}
        </Stack>
      )}
      {step.kind === 'done' && (
        <Stack spacing={2}>
          <Alert severity="success">
            {translate('shop.stock_csv.done', {
              changes: withPluralRu(step.report.counts.changes, CHANGE_FORMS),
              refused: step.report.counts.refused,
            })}
          </Alert>
          <Report report={step.report} />
        </Stack>
      )}
    </Box>
  );
}
