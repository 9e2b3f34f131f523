import { Alert, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { rubles } from '../money';
import type { OfferPick } from '../types';
import { useOfferSearch } from './useOffers';

/** «Добавить товар»: words of a product's name or code, then one of its sizes picked. */
export function OfferSearch({ taken, onPick }: { taken: ReadonlySet<number>; onPick(offer: OfferPick): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { found, problem } = useOfferSearch(typed);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('shop.orders.edit.add')}
      </Typography>
      <TextField
        size="small"
        fullWidth
        label={translate('shop.orders.edit.search')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        margin="dense"
        type="search"
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {problem && <Alert severity="warning">{problem}</Alert>}
      {found && found.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('shop.orders.edit.nothing_found')}
        </Typography>
      )}
      {found && found.length > 0 && (
        <List dense sx={{ maxHeight: 260, overflowY: 'auto' }}>
          {found.map((offer) => {
            const soldOut = !offer.active || offer.stock === 0;
            return (
              <ListItem
                key={offer.id}
                disableGutters
                secondaryAction={
                  <Button size="small" disabled={soldOut || taken.has(offer.id)} onClick={() => onPick(offer)}>
                    {translate(taken.has(offer.id) ? 'shop.orders.edit.added' : 'ra.action.add')}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${offer.name}, ${offer.size}`}
                  secondary={`${offer.colour} · ${rubles(offer.priceKopecks)} · ${
                    offer.active ? translate('shop.orders.edit.stock', { n: offer.stock }) : translate('shop.orders.edit.off_sale')
                  }`}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
