import { useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import { sheet } from '../../ui/dialog/placements/sheet';
import { CloseGlyph } from '../notices/icons';
import { getServerModal, modalStore } from './store';

const dismiss = () => modalStore.dismiss();

/**
 * The one modal of the page (spec §2.10, §4), opened with openModal(): the shop's Dialog as a
 * sheet. It closes on Escape, the backdrop or the close icon unless disableClose is set.
 * Nothing renders on the server or during hydration.
 */
export function ModalRoot() {
  const modal = useSyncExternalStore(modalStore.subscribe, modalStore.current, getServerModal);
  if (!modal) return null;
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
