import TextFieldsIcon from '@mui/icons-material/TextFields';
import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import { refusalMessage } from '../http';

/** The running banner's one text, edited in a dialog; a refusal's message shows under the field. */
export function BannerButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async () => setText((await dataProvider.readBanner()).text);
  const save = async () => {
    try {
      await dataProvider.saveBanner(text ?? '');
      setText(null);
      setError(null);
      notify('shop.posters.banner_saved', { type: 'success' });
    } catch (e) {
      setError(refusalMessage(e));
    }
  };
  return (
    <>
      <Button label="shop.posters.banner" onClick={() => void open()}>
        <TextFieldsIcon />
      </Button>
      <Dialog open={text !== null} onClose={() => setText(null)} fullWidth>
        <DialogTitle>{translate('shop.posters.banner')}</DialogTitle>
        <DialogContent>
          <TextField
            value={text ?? ''}
            onChange={(e) => setText(e.target.value)}
            error={error !== null}
            helperText={error}
            fullWidth
            margin="dense"
            label={translate('shop.posters.banner')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setText(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={() => void save()}>
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
