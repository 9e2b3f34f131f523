// ScrollToTop is not re-exported: DefaultLayout loads it after hydration, and a static path to it
// from the entry (even one tree shaking empties) would give it a chunk of its own.
export { ScrollReset } from './ScrollReset';
