export { ScrollToTop } from './ScrollToTop';
export { ScrollReset } from './ScrollReset';
