/**
 * Who an account is (brief §5): a `member` books for themselves; `staff` run the day in the back office
 * (reservations, payments, check-in/out, guests' bookings); an `admin` may do everything, also users, settings,
 * prices and content; `owner` is reserved for property owners.
 */
export const USER_ROLES = ['member', 'staff', 'admin', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that may open /admin and call /api/admin. */
export const BACK_OFFICE_ROLES = ['staff', 'admin'] as const satisfies readonly UserRole[];
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export function isBackOfficeRole(role: UserRole): role is BackOfficeRole {
  return (BACK_OFFICE_ROLES as readonly UserRole[]).includes(role);
}
