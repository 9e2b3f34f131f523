import { errorsOf } from '../../hooks/fetcher';
import { loadModalView } from '../modal/ModalRoot';
import { showErrors } from '../toasts';
import type { OneClickOrderOptions } from './OneClickOrder';

/**
 * Opens «Купить в один клик» in the shop's modal. Its form (fields, phone mask, consent, placement)
 * loads at the first tap, with the modal's own code: no page shows it at first
 * (docs/decisions/017-javascript-budget.md). If the code cannot load, the shopper is told, as for a
 * failed call.
 */
export function openOneClickOrder(options: OneClickOrderOptions = {}): void {
  Promise.all([import('./OneClickOrder'), loadModalView()]).then(
    ([form]) => form.openOneClickOrder(options),
    (error: unknown) => showErrors(errorsOf(error)),
  );
}
