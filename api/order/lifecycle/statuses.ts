/**
 * What each status is called: in the contract's plain constants (shared/contract/order-constants.ts),
 * where the back office's app reads the same names.
 */
export { statusName } from '../../../shared/contract/order-constants';
