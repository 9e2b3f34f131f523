export { ModalRoot } from './ModalRoot';
export { closeModal, openModal, type ModalOptions } from './store';
