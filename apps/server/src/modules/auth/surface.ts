/** What the rest of the server may use of the auth module (decision 064). Sessions and guards are in http/. */

export { adminInputSchema, type CreatedAdmin, createAdmin } from './create-admin.ts';
export {
  findOrCreateGuestAccount,
  type GuestAccountDetails,
  sendSetPasswordLink,
} from './phone-booking-accounts.ts';
export { findUserByEmail, findUserById, type UserRow } from './user-repository.ts';
