import { BooleanInput, SelectInput, SimpleForm, TextInput, required, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import { SECTION_DEPTH_MAX, SECTION_STYLES } from '../../shared/contract/catalog-constants';

/**
 * A section's fields. The parent is any section above the last level but the section itself and
 * those below it (the server refuses a cycle or a fifth level too, in the same words).
 */
function ParentInput() {
  const record = useRecordContext<SectionAdmin>();
  const translate = useTranslate();
  const { data = [] } = useGetList<SectionAdmin>('sections', { pagination: { page: 1, perPage: 1000 } });
  const below = new Set<number>(record ? [record.id] : []);
  for (const s of data) if (s.parentId !== null && below.has(s.parentId)) below.add(s.id);
  const choices = [
    { id: 0, name: translate('shop.sections.root') },
    ...data
      .filter((s) => !below.has(s.id) && s.depth < SECTION_DEPTH_MAX)
      .map((s) => ({ id: s.id, name: `${'— '.repeat(s.depth - 1)}${s.name}` })),
  ];
  return (
    <SelectInput
      source="parentId"
      choices={choices}
      format={(v: number | null) => v ?? 0}
      parse={(v: number) => (v === 0 ? null : v)}
      fullWidth
    />
  );
}

export function SectionForm() {
  const translate = useTranslate();
  const styles = SECTION_STYLES.map((id) => ({ id, name: translate(`shop.sections.styles.${id}`) }));
  return (
    <SimpleForm defaultValues={{ active: true, style: 'plain', parentId: null }}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="code" validate={required()} helperText="shop.sections.code_hint" fullWidth />
      <ParentInput />
      <SelectInput source="style" choices={styles} validate={required()} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
