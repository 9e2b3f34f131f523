import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /size/: the size chart. */
const route = infoRoute('size', urls.size(), 'Таблица размеров', 'Как выбрать размер детской одежды: рост, возраст и мерки малыша.');
export default withPage(
  route,
  lazyPage(() => import('./SizePage')),
);
