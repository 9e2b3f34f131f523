import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import type { CustomerRecord } from './calls';
import { moscowMoment } from './format';
import { Section } from './Section';
import { refusalMessage } from '../http';

function NoteForm({ record }: { record: CustomerRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [text, setText] = useState(record.note?.text ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set in the tap's own handler: a second tap before React draws the disabled button sends nothing.
  const sending = useRef(false);
  const save = useMutation({
    mutationFn: (note: string) => dataProvider.saveCustomerNote(record.customer.phone, note),
    onSuccess: (note) => {
      notify(note ? 'shop.customers.note_saved' : 'shop.customers.note_cleared', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setRefusal(refusalMessage(error));
      notify(refusalMessage(error), { type: 'error' });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    save.mutate(text);
  };
  const unchanged = text.trim() === (record.note?.text ?? '');
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={1.5}>
        <TextField
          label={translate('shop.customers.note_label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          error={refusal !== null}
          helperText={refusal ?? translate('shop.customers.note_hint')}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || unchanged}>
            {translate('shop.customers.note_save')}
          </Button>
          {record.note && (
            <Typography variant="body2" color="text.secondary">
              {translate('shop.customers.note_updated', { date: moscowMoment(record.note.updatedAt) })}
            </Typography>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * The staff's note on the shopper, kept by phone (POST /admin/customers/note/; '' clears it, the
 * audit log keeps what it was). The form starts again from what was saved each time the page is
 * read again (after a save, or the app bar's refresh), showing a colleague's newer note.
 */
export function CustomerNote() {
  const translate = useTranslate();
  const record = useRecordContext<CustomerRecord>()!;
  return (
    <Section title={translate('shop.customers.note')}>
      <NoteForm key={record.note?.updatedAt ?? 'none'} record={record} />
    </Section>
  );
}
