import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDeliveryMethod, AdminPickupPoint, DeliverySettings as Settings } from '../contract-types';
import type { AdminDataProvider } from '../data/dataProvider';
import { FormDialog, useDialogSubmit } from '../orders/actions/FormDialog';
import { EMPTY_POINT, methodBody, pointBody, typedRubles, type PointFields } from './form';

const KEY = ['delivery-settings'];

function Method({ method, onSaved }: { method: AdminDeliveryMethod; onSaved(settings: Settings): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [price, setPrice] = useState(typedRubles(method.priceKopecks));
  const [freeFrom, setFreeFrom] = useState(typedRubles(method.freeFromKopecks));
  const { sending, problem, send } = useDialogSubmit();
  const save = () =>
    send(async () => {
      const checked = methodBody(price, freeFrom);
      if (checked.problem !== null) return checked.problem;
      onSaved(await dataProvider.saveDeliveryMethod(method.code, checked.body));
      notify('shop.delivery.saved', { type: 'success' });
    });
  return (
    <Box
      component="form"
      noValidate
      aria-label={method.name}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void save();
      }}
      sx={{ py: 1.5 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {method.name}
      </Typography>
      {method.code === 'pickup' && (
        <Typography variant="body2" color="text.secondary">
          {translate('shop.delivery.pickup_hint')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }} alignItems={{ sm: 'flex-start' }}>
        <TextField
          label={translate('shop.delivery.price')}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <TextField
          label={translate('shop.delivery.free_from')}
          helperText={translate('shop.delivery.free_from_hint')}
          value={freeFrom}
          onChange={(e) => setFreeFrom(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" disabled={sending}>
          {translate('shop.delivery.save')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

function AddPoint({ onAdded }: { onAdded(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<PointFields>(EMPTY_POINT);
  const { sending, problem, send } = useDialogSubmit();
  const add = () =>
    send(async () => {
      const checked = pointBody(fields);
      if (checked.problem !== null) return checked.problem;
      await dataProvider.addPickupPoint(checked.body);
      notify('shop.delivery.added', { type: 'success' });
      setFields(EMPTY_POINT);
      setOpen(false);
      onAdded();
    });
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('shop.delivery.add_point')}
      </Button>
      <FormDialog
        open={open}
        title="shop.delivery.add_title"
        submitLabel="shop.delivery.add"
        sending={sending}
        problem={problem}
        onSubmit={() => void add()}
        onClose={() => setOpen(false)}
      >
        {(Object.keys(EMPTY_POINT) as (keyof PointFields)[]).map((name) => (
          <TextField
            key={name}
            label={translate(`shop.delivery.fields.${name}`)}
            value={fields[name]}
            onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
            required={name !== 'latitude' && name !== 'longitude'}
            fullWidth
            margin="dense"
            slotProps={{
              htmlInput: { autoComplete: 'off', ...(name === 'latitude' || name === 'longitude' ? { inputMode: 'decimal' } : {}) },
            }}
          />
        ))}
      </FormDialog>
    </>
  );
}

function Point({ point, last, onChanged }: { point: AdminPickupPoint; last: boolean; onChanged(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [closing, setClosing] = useState(false);
  const { sending, problem, send } = useDialogSubmit();
  const setActive = (active: boolean) =>
    send(async () => {
      await dataProvider.editPickupPoint(point.id, { active });
      notify(active ? 'shop.delivery.point_opened' : 'shop.delivery.point_closed', { type: 'success' });
      setClosing(false);
      onChanged();
    });
  return (
    <ListItem divider={!last} disableGutters sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        sx={{ flex: '1 1 220px', opacity: point.active ? 1 : 0.6 }}
        primary={`${point.city}, ${point.address}`}
        secondary={`${point.code} · ${point.schedule}`}
      />
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip size="small" label={translate(point.source !== 'manual' ? 'shop.delivery.courier' : 'shop.delivery.own')} />
        {!point.active && <Chip size="small" color="warning" label={translate('shop.delivery.closed')} />}
        {point.active ? (
          <Button
            size="small"
            color="warning"
            onClick={() => setClosing(true)}
            aria-label={`${translate('shop.delivery.close')}: ${point.address}`}
          >
            {translate('shop.delivery.close')}
          </Button>
        ) : (
          <Button
            size="small"
            onClick={() => void setActive(true)}
            disabled={sending}
            aria-label={`${translate('shop.delivery.open')}: ${point.address}`}
          >
            {translate('shop.delivery.open')}
          </Button>
        )}
      </Stack>
      {problem && !closing && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
      <FormDialog
        open={closing}
        title="shop.delivery.close_title"
        submitLabel="shop.delivery.close"
        submitColor="warning"
        sending={sending}
        problem={problem}
        onSubmit={() => void setActive(false)}
        onClose={() => setClosing(false)}
      >
        <Typography>{translate('shop.delivery.close_text', { address: `${point.city}, ${point.address}` })}</Typography>
      </FormDialog>
    </ListItem>
  );
}

/**
 * «Доставка» (GET /admin/delivery/): each method's price and free-delivery threshold, saved one by
 * one, and the pickup points, open ones first, added by hand or closed (the server keeps the last
 * open one open and says why).
 */
export default function DeliverySettings() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.deliverySettings() });
  const reload = () => void queryClient.invalidateQueries({ queryKey: KEY });
  return (
    <Box sx={{ my: 2 }}>
      <Title title="shop.delivery.title" />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('shop.delivery.failed', { message: error.message })}</Alert>}
      {data && (
        <Stack spacing={2}>
          <Card component="section" aria-label={translate('shop.delivery.methods')}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('shop.delivery.methods')}
              </Typography>
              {data.methods.map((method) => (
                <Method key={method.code} method={method} onSaved={(settings) => queryClient.setQueryData(KEY, settings)} />
              ))}
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('shop.delivery.points')}>
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap">
                <Typography variant="h6" component="h2">
                  {translate('shop.delivery.points')}
                </Typography>
                <AddPoint onAdded={reload} />
              </Stack>
              {data.pickupPoints.length === 0 && <Typography color="text.secondary">{translate('shop.delivery.points_empty')}</Typography>}
              <List dense disablePadding>
                {data.pickupPoints.map((point, i) => (
                  <Point key={point.id} point={point} last={i === data.pickupPoints.length - 1} onChanged={reload} />
                ))}
              </List>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
