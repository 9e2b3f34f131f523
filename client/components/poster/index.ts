export { PosterModal } from './PosterModal';
export { POSTERS_SHOWN_KEY, POSTER_THROTTLE_MS, choosePoster } from './schedule';
