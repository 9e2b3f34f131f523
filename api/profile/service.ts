/**
 * The accounts domain's public face: who a signed-in shopper is, for other domains (the checkout's
 * prefill reads GET /profile/ in the browser; services ask the session: signedInUserId).
 */
export { readProfile } from './account';
export { findUserById, type UserRow } from './queries';
export { profileView } from './view';
// What proves a phone elsewhere (the order's «confirm this phone»): the sign-in code's own check.
export { withValidCode } from './verify';
