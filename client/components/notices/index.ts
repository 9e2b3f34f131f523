export { NoticeArea } from './NoticeArea';
export {
  addNotice,
  clearFormNotices,
  clearNotices,
  closeNotice,
  showErrors,
  showSuccess,
  DEFAULT_NOTICE,
  NOTICE_TIMEOUT_MS,
  NOTICE_TIMEOUT_STEP_MS,
  type Notice,
  type NoticeButton,
  type NoticeIcon,
  type NoticeInput,
} from './store';
