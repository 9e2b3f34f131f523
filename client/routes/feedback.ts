import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/feedback/: feedback. */
const route = personalRoute('feedback', urls.feedback(), 'Обратная связь');
export default withPage(
  route,
  lazyPage(() => import('../pages/FeedbackPage')),
);
