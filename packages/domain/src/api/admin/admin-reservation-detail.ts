import { z } from 'zod';
import { RESERVATION_ACTORS, RESERVATION_STATUSES } from '../../reservations/reservation-states.ts';
import { reservationViewSchema } from '../reservations/reservation-view.ts';

export const RESERVATION_PAYMENT_KINDS = ['payment', 'refund'] as const;
/** How money moved when an operator records it. */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'cash', 'card', 'other'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

const operatorSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

/**
 * GET /api/admin/reservations/{id} (admin, staff), and the answer of every action on it: the reservation as the
 * guest sees it (stay, party, price breakdown, amounts, receipt), the booking member, check-in/out, the payments
 * and refunds recorded, the internal notes and the timeline (status events and audited changes, oldest first).
 */
export const adminReservationDetailSchema = z.object({
  reservation: reservationViewSchema,
  member: z
    .object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  checkedInAt: z.iso.datetime().nullable(),
  checkedOutAt: z.iso.datetime().nullable(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(RESERVATION_PAYMENT_KINDS),
      amount: z.number(),
      method: z.enum(RECORDED_PAYMENT_METHODS),
      reference: z.string().nullable(),
      recordedBy: operatorSchema,
      recordedAt: z.iso.datetime(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.uuid(), text: z.string(), author: operatorSchema, createdAt: z.iso.datetime() }),
  ),
  timeline: z.array(
    z.object({
      /** The status event's id, or the audit entry's when the change wrote no event. */
      id: z.uuid(),
      at: z.iso.datetime(),
      actor: z.enum(RESERVATION_ACTORS),
      by: operatorSchema,
      /** The audit action (`reservation.approve`, …) when the change was audited, else null. */
      action: z.string().nullable(),
      fromStatus: z.enum(RESERVATION_STATUSES).nullable(),
      toStatus: z.enum(RESERVATION_STATUSES).nullable(),
      note: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetailSchema>;
export type AdminTimelineEntry = AdminReservationDetail['timeline'][number];
