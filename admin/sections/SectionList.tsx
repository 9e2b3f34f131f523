import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import type { AdminDataProvider } from '../data/dataProvider';

/** A section's name, indented by its level, in its menu colour. */
const STYLE_COLOURS: Record<SectionAdmin['style'], string | undefined> = { plain: undefined, outlet: '#c0392b', capsule: '#2e7d32' };

function Arrows({ section }: { section: SectionAdmin }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const move = (direction: 'up' | 'down') => (event: MouseEvent) => {
    // The row opens the edit form; an arrow only moves.
    event.stopPropagation();
    dataProvider.moveSection(section.id, direction).then(refresh, (error: unknown) => {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    });
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton aria-label={`${translate('shop.sections.up')}: ${section.name}`} onClick={move('up')} size="medium">
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`${translate('shop.sections.down')}: ${section.name}`} onClick={move('down')} size="medium">
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/**
 * The section tree as one list, each under its parent, indented by level: the arrows move a
 * section among its siblings (they work on a phone, dragging would not), the row opens its form,
 * where it moves to another parent.
 */
export default function SectionList() {
  // A phone shows the name and the arrows: the counts would push the arrows off the screen.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List actions={<Actions />} pagination={false} exporter={false} perPage={1000}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<SectionAdmin>
          source="name"
          sortable={false}
          render={(s) => (
            <Box sx={{ pl: (s.depth - 1) * 2.5 }}>
              <Typography variant="body2" sx={{ color: STYLE_COLOURS[s.style], fontWeight: s.depth === 1 ? 600 : 400 }}>
                {s.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {s.code}
              </Typography>
            </Box>
          )}
        />
        {phone ? null : <BooleanField source="active" sortable={false} />}
        {phone ? null : <NumberField source="products" sortable={false} />}
        <FunctionField<SectionAdmin> label="" render={(s) => <Arrows section={s} />} />
      </Datagrid>
    </List>
  );
}
