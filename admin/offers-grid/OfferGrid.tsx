import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { HttpError, Title, useDataProvider, useGetList, useNotify, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { mayUse } from '../../shared/contract/admin/areas';
import type { OfferGridChange, OfferGridItem } from '../../shared/contract/admin/offer-grid';
import type { StaffRole } from '../../shared/contract/admin/roles';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import type { AdminDataProvider } from '../data/dataProvider';
import { refusalMessage } from '../http';
import { useSubmitOnce } from '../orders/submit-once';
import type { OfferGridFilter } from './calls';
import { cellText, changeOf, refusalsOf, type Cell, type Draft } from './draft';

/** Each cell's name; on a phone's narrow card the short one. */
const CELLS: { cell: Cell; label: string; short: string }[] = [
  { cell: 'stock', label: 'Остаток', short: 'Остаток' },
  { cell: 'price', label: 'Цена, р.', short: 'Цена, р.' },
  { cell: 'old', label: 'Старая цена, р.', short: 'Старая, р.' },
];

/**
 * «Остатки и цены» (issue 24): every size of every product with its stock, price and crossed-out
 * price in inputs; staff change many cells, the changed rows are marked, one «Сохранить» sends them
 * all (all or none), and a refused row shows its reason. The warehouse changes stock only.
 */
export default function OfferGrid() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { permissions: role } = usePermissions<StaffRole>();
  const mayPrice = mayUse(role, 'products');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [typedQ, setTypedQ] = useState('');
  const [filter, setFilter] = useState<OfferGridFilter>({ q: '', section: null, empty: false });
  // Rows as this screen last saved them, over the pages read (a save answers the offers it changed).
  const [saved, setSaved] = useState<Map<number, OfferGridItem>>(new Map());
  const [draft, setDraft] = useState<Draft>({});
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const { sending, submit } = useSubmitOnce();

  // The words apply a moment after typing stops, as react-admin's own search does.
  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f.q === typedQ ? f : { ...f, q: typedQ })), 400);
    return () => clearTimeout(timer);
  }, [typedQ]);

  const pages = useInfiniteQuery({
    queryKey: ['offer-grid', filter],
    queryFn: ({ pageParam }) => dataProvider.offerGridPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const { error } = pages;
  useEffect(() => {
    if (error) notify(refusalMessage(error), { type: 'error' });
  }, [error, notify]);
  const rows = useMemo(
    () => (pages.data?.pages ?? []).flatMap((page) => page.items).map((row) => saved.get(row.id) ?? row),
    [pages.data, saved],
  );
  const loading = pages.isFetching;

  const checked = useMemo(() => rows.map((row) => ({ row, ...changeOf(row, draft[row.id]) })), [rows, draft]);
  const changes = checked.flatMap((c) => (c.change ? [c.change] : []));
  const typos = checked.filter((c) => c.problem !== null).length;

  const type = (id: number, cell: Cell, value: string) => {
    setDraft((d) => ({ ...d, [id]: { ...d[id], [cell]: value } }));
    setRefused((r) => {
      if (!r.has(id)) return r;
      const left = new Map(r);
      left.delete(id);
      return left;
    });
  };

  const save = () =>
    submit(async () => {
      const sent: OfferGridChange[] = changes;
      try {
        const { items } = await dataProvider.saveOfferGrid(sent);
        setSaved((had) => new Map([...had, ...items.map((item) => [item.id, item] as const)]));
        setDraft({});
        setRefused(new Map());
        notify(`Сохранено размеров: ${items.length}`, { type: 'success' });
      } catch (error) {
        if (error instanceof HttpError) setRefused(refusalsOf(error.body, sent));
        notify(refusalMessage(error), { type: 'error' });
      }
    });

  const input = (row: OfferGridItem, { cell, label, short }: (typeof CELLS)[number], problem: string | null) => {
    const typed = draft[row.id]?.[cell];
    const value = typed ?? cellText(row, cell);
    const changed = typed !== undefined && typed.trim() !== cellText(row, cell);
    const disabled = cell !== 'stock' && !mayPrice;
    return (
      <TextField
        size="small"
        label={phone ? short : undefined}
        value={value}
        disabled={disabled || sending}
        color={changed ? 'warning' : 'primary'}
        focused={changed || undefined}
        error={problem !== null && changed}
        onChange={(event) => type(row.id, cell, event.target.value)}
        slotProps={{
          // On a phone's card the label always sits on the border: inside an empty field a third of
          // the card wide, «Старая, р.» was cut.
          ...(phone ? { inputLabel: { shrink: true } } : {}),
          htmlInput: {
            'aria-label': `${label}: ${row.name}, размер ${row.size}`,
            inputMode: cell === 'stock' ? 'numeric' : 'decimal',
          },
        }}
        sx={{ width: phone ? '100%' : cell === 'stock' ? 90 : 130 }}
      />
    );
  };

  return (
    <Box sx={{ pb: 10 }}>
      <Title title="Остатки и цены" />
      <Filters typedQ={typedQ} onQ={setTypedQ} filter={filter} onFilter={setFilter} withSections={mayUse(role, 'sections')} />
      {!mayPrice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Склад меняет остатки; цены меняют владелец и менеджеры.
        </Alert>
      )}
      {!loading && rows.length === 0 && <Typography sx={{ my: 2 }}>Ничего не нашлось</Typography>}
      {phone ? (
        <Stack spacing={1.5}>
          {checked.map(({ row, change, problem }) => (
            <Card
              key={row.id}
              variant="outlined"
              data-offer={row.id}
              data-code={row.productCode}
              sx={{ borderColor: refused.has(row.id) ? 'error.main' : change ? 'warning.main' : undefined }}
            >
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <RowName row={row} />
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  {CELLS.map((c) => (
                    <Box key={c.cell} sx={{ flex: 1 }}>
                      {input(row, c, problem)}
                    </Box>
                  ))}
                </Stack>
                <RowProblem message={refused.get(row.id) ?? problem} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Card variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Товар</TableCell>
                <TableCell>Размер</TableCell>
                {CELLS.map(({ cell, label }) => (
                  <TableCell key={cell}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {checked.map(({ row, change, problem }) => (
                <TableRow
                  key={row.id}
                  data-offer={row.id}
                  data-code={row.productCode}
                  sx={{ bgcolor: refused.has(row.id) ? 'rgba(211, 47, 47, 0.08)' : change ? 'rgba(237, 108, 2, 0.08)' : undefined }}
                >
                  <TableCell>
                    <RowName row={row} withSize={false} />
                    <RowProblem message={refused.get(row.id) ?? problem} />
                  </TableCell>
                  <TableCell>{row.size}</TableCell>
                  {CELLS.map((c) => (
                    <TableCell key={c.cell}>{input(row, c, problem)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {pages.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={loading} onClick={() => void pages.fetchNextPage()}>
          Показать ещё
        </Button>
      )}
      <SaveBar count={changes.length} typos={typos} sending={sending} onSave={() => void save()} />
    </Box>
  );
}

function RowName({ row, withSize = true }: { row: OfferGridItem; withSize?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.name}
        {withSize && `, размер ${row.size}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.productCode} · {row.colour}
        {row.active ? '' : ' · не в продаже'}
        {row.stock === 0 ? ' · нет в наличии' : ''}
      </Typography>
    </>
  );
}

function RowProblem({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
      {message}
    </Typography>
  );
}

function Filters(props: {
  typedQ: string;
  onQ(q: string): void;
  filter: OfferGridFilter;
  onFilter(f: OfferGridFilter): void;
  withSections: boolean;
}) {
  const { filter, onFilter } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ my: 2, alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        label="Название или код"
        value={props.typedQ}
        onChange={(e) => props.onQ(e.target.value)}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      {props.withSections && <SectionSelect value={filter.section} onChange={(section) => onFilter({ ...filter, section })} />}
      <FormControlLabel
        control={<Checkbox checked={filter.empty} onChange={(e) => onFilter({ ...filter, empty: e.target.checked })} />}
        label="Только без остатка"
      />
      <Button component={Link} to="/products">
        Товары
      </Button>
    </Stack>
  );
}

function SectionSelect({ value, onChange }: { value: number | null; onChange(section: number | null): void }) {
  const { data = [] } = useGetList<SectionAdmin>('sections', { pagination: { page: 1, perPage: 1000 } });
  return (
    <TextField
      select
      size="small"
      label="Раздел"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ width: { xs: '100%', sm: 240 } }}
    >
      <MenuItem value="">Все разделы</MenuItem>
      {data.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {`${'— '.repeat(s.depth - 1)}${s.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Stays at the screen's foot: what is changed, and the one button that sends it. */
function SaveBar({ count, typos, sending, onSave }: { count: number; typos: number; sending: boolean; onSave(): void }) {
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 2,
        px: 2,
        py: 1.5,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'flex-end',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color={typos > 0 ? 'error' : 'text.secondary'}>
        {typos > 0 ? `Исправьте отмеченные: ${typos}` : count > 0 ? `Изменено размеров: ${count}` : 'Изменений нет'}
      </Typography>
      <Button variant="contained" disabled={count === 0 || typos > 0 || sending} onClick={onSave}>
        Сохранить
      </Button>
    </Box>
  );
}
