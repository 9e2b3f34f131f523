import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PosterRecord } from './calls';

/**
 * The poster as the storefront receives it (`preview`, the api's own answer): picture, the text as
 * stored, already sanitized on save, and the link button. Shown after a save, from the server's copy.
 */
export function PosterPreview() {
  const poster = useRecordContext<PosterRecord>();
  const translate = useTranslate();
  if (!poster) return null;
  const { CONTENT, LINK, TYPE } = poster.preview;
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <CardContent>
        <Typography variant="overline">{translate('shop.posters.preview')}</Typography>
        {CONTENT.PICTURE ? (
          <Box component="img" src={CONTENT.PICTURE} alt="" sx={{ display: 'block', width: '100%', borderRadius: 1 }} />
        ) : null}
        {TYPE === 'HTML' && CONTENT.TEXT ? <Box sx={{ mt: 1 }} dangerouslySetInnerHTML={{ __html: CONTENT.TEXT }} /> : null}
        {TYPE === 'HTML' && LINK ? (
          <Button variant="contained" href={LINK.HREF} target={LINK.TARGET} sx={{ mt: 1 }}>
            {LINK.TEXT}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
