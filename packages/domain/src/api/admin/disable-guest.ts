/**
 * POST /api/admin/guests/{id}/disable and /enable (admin, staff) — a disabled account cannot sign in and its open
 * sessions end at once. Staff may only disable members; nobody disables their own account. Repeating the call
 * changes nothing more. Answers the guest's detail (get-guest).
 */
export { guestDetailSchema as disableGuestResponseSchema } from './get-guest.ts';
