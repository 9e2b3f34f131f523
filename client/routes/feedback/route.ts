import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { accountRoute } from '../simple';

/** /personal/feedback/: feedback. */
const route = accountRoute('feedback', urls.feedback(), 'Обратная связь', () => ({ sent: keys.feedbackList() }));

export type FeedbackRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./FeedbackPage')),
);
