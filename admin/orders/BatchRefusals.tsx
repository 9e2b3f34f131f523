import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Refused {
  code: string;
  message: string;
}

/** The orders a batch left as they were, each with the lifecycle's reason, until staff have read them. */
export function BatchRefusals({
  refused,
  onClose,
  title = 'shop.orders.bulk.refused_title',
}: {
  refused: Refused[];
  onClose(): void;
  title?: string;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={refused.length > 0} onClose={onClose} aria-labelledby="batch-refused-title">
      <DialogTitle id="batch-refused-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{translate('shop.orders.bulk.refused_intro')}</Typography>
        <List dense>
          {refused.map((r) => (
            <ListItem key={r.code} disableGutters>
              <ListItemText primary={r.code} secondary={r.message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shop.orders.bulk.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
