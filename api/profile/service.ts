/**
 * The accounts domain's public face: who a signed-in shopper is, for other domains (the checkout's
 * prefill reads GET /profile/ in the browser; services ask the session: signedInUserId), and the
 * sign-in code for any call that confirms a phone with it: sending one under the code limits, and
 * checking one under both guards of guessing (per code, per address).
 */
export { readProfile } from './account';
export { findUserById, type UserRow } from './queries';
export { saveShopperNote, type ShopperNoteChange } from './notes';
export { profileView } from './view';
export { sendCode } from './sign-in';
// What proves a phone elsewhere (the order's «confirm this phone»): the sign-in code's own check.
export { withValidCode, type CodeCheckDeps } from './verify';
