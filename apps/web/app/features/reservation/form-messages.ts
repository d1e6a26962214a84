import type { Problem, ProblemField } from './booking-checks';
import type { ReservationValues } from './reservation-values';
import type { ServerErrorField } from './submit-reservation';
import type { Refused } from './use-booking-submit';

export type MessageField = Exclude<ServerErrorField, 'form'> | ProblemField;

/** The values a field's message is about: once they change, the server's old word on them no longer holds. */
const VALUES_OF: Record<Exclude<MessageField, 'session'>, (keyof ReservationValues)[]> = {
  name: ['name'],
  email: ['email'],
  phone: ['phone'],
  country: ['country'],
  message: ['message'],
  dates: ['checkIn', 'checkOut'],
  guests: ['adults', 'children', 'childrenAgeGroups'],
  isRefundable: ['isRefundable', 'checkIn'],
  paymentMethod: ['paymentMethod'],
  acceptTerms: ['acceptTerms'],
};

function unchanged(
  field: Exclude<MessageField, 'session'>,
  before: ReservationValues,
  now: ReservationValues,
) {
  return VALUES_OF[field].every((name) => JSON.stringify(before[name]) === JSON.stringify(now[name]));
}

/**
 * One message per field: the browser's rule first (it is about the values as they are now), else what the
 * server said about that field, as long as the guest has not changed it since.
 */
export function fieldMessages(
  problems: readonly Problem[],
  describe: (problem: Problem) => string,
  refused: Refused | null,
  values: ReservationValues,
): Partial<Record<MessageField, string>> {
  const messages: Partial<Record<MessageField, string>> = {};
  for (const problem of problems) messages[problem.field] ??= describe(problem);
  if (refused) {
    for (const [field, message] of Object.entries(refused.refusal.fields)) {
      if (field === 'form' || !message) continue;
      const place = field as Exclude<MessageField, 'session'>;
      if (unchanged(place, refused.values, values)) messages[place] ??= message;
    }
  }
  return messages;
}

/** The server's own phone message, while the number is still the one it refused. */
export function serverPhoneError(refused: Refused | null, values: ReservationValues): string | null {
  if (!refused?.refusal.fields.phone || refused.values.phone !== values.phone) return null;
  return refused.refusal.fields.phone;
}
