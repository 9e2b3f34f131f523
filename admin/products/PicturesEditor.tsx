import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PictureAdmin } from '../../shared/contract/admin/pictures';
import type { ProductAdmin } from '../../shared/contract/admin/products';
import { uploadedSrcSet } from '../../shared/pictures/uploaded';
import type { AdminDataProvider } from '../data/dataProvider';
import { refusalMessage, type UploadProgress } from '../http';
import { uploadStage } from './upload-stage';

/** The preview: the smallest widths of an uploaded picture (its srcset), a demo picture as it is. */
const preview = (url: string) => uploadedSrcSet(url, 'webp') ?? undefined;

/**
 * A product's pictures on its form (issue 24): added by a file input a phone opens on its camera or
 * gallery (uploaded at once: a bar with the percent sent, which on a phone's slow upload takes a
 * while, then a running bar while the api converts it), ordered by arrows (a phone has
 * no drag), alt texts, deleted with a confirmation. Order and alt texts are saved as one list (one
 * audit row); an upload and a deletion each at once.
 */
export function PicturesEditor() {
  const product = useRecordContext<ProductAdmin>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<PictureAdmin[] | null>(null);
  const [busy, setBusy] = useState<'upload' | 'save' | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Set at once, not at the next render: a second file chosen before it cannot start a second upload.
  const uploading = useRef(false);
  const [deleting, setDeleting] = useState<PictureAdmin | null>(null);
  if (!product) return null;
  const shown = rows ?? product.pictures;
  const done = (message: string) => {
    setRows(null);
    notify(message, { type: 'success' });
    refresh();
  };
  const failed = (error: unknown) => notify(refusalMessage(error), { type: 'error' });
  const run = (kind: 'upload' | 'save', work: Promise<unknown>, message: string) => {
    setBusy(kind);
    work
      .then(() => done(message))
      .catch(failed)
      .finally(() => setBusy(null));
  };
  const upload = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || uploading.current) return;
    uploading.current = true;
    setProgress(null);
    run(
      'upload',
      dataProvider.uploadProductPicture(product.id, file, setProgress).finally(() => {
        uploading.current = false;
      }),
      'shop.products.picture_added',
    );
  };
  const stage = uploadStage(progress);
  const save = (list: PictureAdmin[], message: string) =>
    run(
      'save',
      dataProvider.saveProductPictures(
        product.id,
        list.map(({ id, alt }) => ({ id, alt: alt.trim() })),
      ),
      message,
    );
  const swap = (index: number, to: number) => {
    if (to < 0 || to >= shown.length) return;
    const next = [...shown];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setRows(next);
  };
  const label = (index: number) => `${translate('shop.products.pictures')} ${index + 1}`;
  return (
    <Box sx={{ p: 2 }} component="section" aria-label={translate('shop.products.pictures')}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('shop.products.pictures')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('shop.products.pictures_hint')}
      </Typography>
      {shown.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('shop.products.no_pictures')}
        </Typography>
      )}
      {shown.map((picture, index) => (
        <Stack key={picture.id} direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Box
            component="img"
            src={picture.url}
            srcSet={preview(picture.url)}
            sizes="96px"
            alt={label(index)}
            width={96}
            height={96}
            sx={{ objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flex: 'none' }}
          />
          <TextField
            label={translate('shop.products.picture_alt')}
            value={picture.alt}
            onChange={(e) => setRows(shown.map((p, i) => (i === index ? { ...p, alt: e.target.value } : p)))}
            size="small"
            sx={{ flex: '1 1 160px', minWidth: 140 }}
          />
          <Stack direction="row">
            <IconButton
              aria-label={`${translate('shop.sections.up')}: ${label(index)}`}
              onClick={() => swap(index, index - 1)}
              disabled={index === 0}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`${translate('shop.sections.down')}: ${label(index)}`}
              onClick={() => swap(index, index + 1)}
              disabled={index === shown.length - 1}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`${translate('shop.products.delete_picture')}: ${label(index)}`} onClick={() => setDeleting(picture)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }} alignItems="center">
        <Button component="label" startIcon={<AddPhotoAlternateIcon />} disabled={busy !== null} variant="outlined">
          {translate('shop.products.add_picture')}
          {/* accept="image/*": a phone offers its camera and its gallery. */}
          <input ref={input} type="file" accept="image/*" hidden disabled={busy !== null} onChange={(e) => upload(e.target.files?.[0])} />
        </Button>
        <Button variant="contained" onClick={() => save(shown, 'shop.products.pictures_saved')} disabled={busy !== null || rows === null}>
          {translate('shop.products.save_pictures')}
        </Button>
      </Stack>
      {busy === 'upload' && (
        <Box sx={{ mt: 1.5, maxWidth: 480 }}>
          <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
            {stage.kind === 'sending'
              ? translate('shop.products.upload_sending', { percent: stage.percent })
              : translate('shop.products.upload_processing')}
          </Typography>
          <LinearProgress
            aria-label={translate('shop.products.upload_progress')}
            {...(stage.kind === 'sending' ? { variant: 'determinate', value: stage.percent } : { variant: 'indeterminate' })}
          />
        </Box>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={busy === 'save'}
        title="shop.products.delete_picture"
        content={translate('shop.products.delete_picture_confirm')}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => {
          const gone = deleting;
          setDeleting(null);
          if (gone)
            save(
              shown.filter((p) => p.id !== gone.id),
              'shop.products.picture_deleted',
            );
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
