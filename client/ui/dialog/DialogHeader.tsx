import type { Ref } from 'react';
import styled from '@emotion/styled';
import { Icon } from '../../components/icon';
import { IconButton } from '../Button';
import { space } from '../theme';

interface Props {
  title: string;
  /** For the dialog's aria-labelledby. */
  titleId?: string;
  /** «Закрыть поиск», «Закрыть меню»: what the close button closes. */
  closeLabel: string;
  onClose: () => void;
  /** The close button, when it is what takes the focus on opening. */
  closeRef?: Ref<HTMLButtonElement>;
}

/** The top line of a full-height dialog (search, the mobile menu): its title and a close button. */
export function DialogHeader({ title, titleId, closeLabel, onClose, closeRef }: Props) {
  return (
    <Bar>
      <h2 id={titleId}>{title}</h2>
      <IconButton ref={closeRef} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" />
      </IconButton>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-right: -${space.sm};
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;
