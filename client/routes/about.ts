import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { infoRoute } from './simple';

/** /o-brende/: about the brand. */
const route = infoRoute('about', '/o-brende/', 'О бренде', 'Кто мы и почему шьём детскую одежду из органического хлопка.');
export default withPage(
  route,
  lazyPage(() => import('../pages/AboutPage')),
);
