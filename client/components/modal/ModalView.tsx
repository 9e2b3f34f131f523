import styled from '@emotion/styled';
import { IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import { sheet } from '../../ui/dialog/placements/sheet';
import { CloseGlyph } from '../toasts/icons';
import { modalStore, type ModalState } from './store';

const dismiss = () => modalStore.dismiss();

/**
 * The open modal: the shop's Dialog as a sheet. It closes on Escape, the backdrop or the close icon
 * unless disableClose is set. Its own chunk (with the Dialog, its focus trap and scroll lock): no
 * page opens a modal before the shopper acts or the poster's turn comes.
 */
export function ModalView({ modal }: { modal: ModalState }) {
  const closable = !modal.options.disableClose;
  return (
    <Dialog placement={sheet} label={modal.options.label} opening={modal.id} onEscape={closable ? dismiss : undefined} onBackdrop={dismiss}>
      {closable && (
        <Close tone="glass" size="small" aria-label="Закрыть" onClick={dismiss}>
          <CloseGlyph size={20} />
        </Close>
      )}
      {modal.content}
    </Dialog>
  );
}

const Close = styled(IconButton)`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
`;
