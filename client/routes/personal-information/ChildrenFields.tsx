import styled from '@emotion/styled';
import { CHILDREN_MAX } from '../../../shared/contract/profile-constants';
import type { FieldErrors } from '../../lib/fieldErrors';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { Note } from '../../ui/layout';
import { colors, mq, radius, space } from '../../ui/theme';
import { today } from './PersonFields';
import { newChild, type ChildRow } from './profileForm';

interface Props {
  rows: ChildRow[];
  /** The api names a row's field as 'children.1.name'. */
  errors: FieldErrors;
  onChange: (rows: ChildRow[]) => void;
}

/** The children's names and birth dates: rows to add and remove (a parent shop's reason to ask). */
export function ChildrenFields({ rows, errors, onChange }: Props) {
  const edit = (key: number, patch: Partial<ChildRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <>
      <Note>Подскажем размеры по возрасту и поздравим с днём рождения.</Note>
      {errors.children && (
        <Note tone="danger" role="alert">
          {errors.children}
        </Note>
      )}
      {rows.map((row, index) => (
        <Row key={row.key} aria-label={`Ребёнок ${index + 1}`}>
          <Field label="Имя ребёнка" error={errors[`children.${index}.name`]}>
            <Input value={row.name} name={`children.${index}.name`} onChange={(e) => edit(row.key, { name: e.target.value })} />
          </Field>
          <Field label="Дата рождения" error={errors[`children.${index}.birthday`]}>
            <Input
              type="date"
              name={`children.${index}.birthday`}
              max={today()}
              value={row.birthday}
              onChange={(e) => edit(row.key, { birthday: e.target.value })}
            />
          </Field>
          <Button
            look="link"
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            aria-label={`Удалить ребёнка ${row.name || index + 1}`}
          >
            Удалить
          </Button>
        </Row>
      ))}
      {rows.length < CHILDREN_MAX && (
        <div>
          <Button look="secondary" size="small" onClick={() => onChange([...rows, newChild()])}>
            Добавить ребёнка
          </Button>
        </div>
      )}
    </>
  );
}

const Row = styled.fieldset`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.white};
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;
