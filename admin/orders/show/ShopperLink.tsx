import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { copyText, shopAddress, type CopyOutcome } from '../copy-text';

/**
 * The page where the shopper pays a surcharge, for staff to send in a messenger: the address in
 * full (a tap selects it whole) and «Скопировать ссылку». Where the browser will not copy, the
 * address is selected and staff are told to copy it themselves.
 */
export function ShopperLink({ link }: { link: string }) {
  const translate = useTranslate();
  const shown = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const address = shopAddress(link);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <Box
        component="code"
        ref={shown}
        sx={{
          wordBreak: 'break-all',
          userSelect: 'all',
          fontSize: '0.8125rem',
          bgcolor: 'action.hover',
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
        }}
      >
        {address}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copyText(address, shown.current).then(setOutcome)}
      >
        {translate('shop.orders.show.copy_link')}
      </Button>
      <Typography variant="body2" role="status" color="text.secondary">
        {outcome && translate(`shop.orders.show.link_${outcome}`)}
      </Typography>
    </Box>
  );
}
