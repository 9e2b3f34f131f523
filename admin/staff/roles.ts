import { STAFF_ROLES } from '../contract-types';

/** The roles as a select offers them, named in Russian by the app's messages. */
export const ROLE_CHOICES = STAFF_ROLES.map((id) => ({ id, name: `shop.roles.${id}` }));
