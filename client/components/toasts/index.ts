export { ToastArea } from './ToastArea';
export {
  addToast,
  clearFormToasts,
  clearToasts,
  closeToast,
  showErrors,
  showSuccess,
  DEFAULT_TOAST,
  TOAST_TIMEOUT_MS,
  TOAST_TIMEOUT_STEP_MS,
  type Toast,
  type ToastButton,
  type ToastIcon,
  type ToastInput,
} from './store';
