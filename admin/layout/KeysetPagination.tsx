import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, Toolbar, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Back and forth through a keyset list (partial pagination: hasNextPage/hasPreviousPage, no total).
 * The server decides how many rows a page has, so there is no rows-per-page choice and no "of N":
 * counting every row on each load is what the issue forbids.
 */
export function KeysetPagination() {
  const { page, setPage, hasNextPage, hasPreviousPage, isPending } = useListContext();
  const translate = useTranslate();
  if (!hasNextPage && !hasPreviousPage) return null;
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button startIcon={<ChevronLeft />} disabled={!hasPreviousPage || isPending} onClick={() => setPage(page - 1)}>
        {translate('ra.navigation.previous')}
      </Button>
      <Typography variant="body2" aria-live="polite">
        {translate('ra.navigation.current_page', { page })}
      </Typography>
      <Button endIcon={<ChevronRight />} disabled={!hasNextPage || isPending} onClick={() => setPage(page + 1)}>
        {translate('ra.navigation.next')}
      </Button>
    </Toolbar>
  );
}
