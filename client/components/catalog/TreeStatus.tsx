import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/** What a catalogue page shows while the section tree is loading or could not be loaded. */
export function TreeStatus({ failed }: { failed: boolean }) {
  return <Text role="status">{failed ? 'Не удалось загрузить каталог. Обновите страницу чуть позже.' : 'Загружаем каталог…'}</Text>;
}

const Text = styled.p`
  color: ${colors.muted};
`;
