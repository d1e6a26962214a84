import type {
  CreateReservationBody,
  CreateReservationResponse,
} from '@konak/domain/api/reservations/create-reservation';
import type { Language } from '@konak/domain/languages';
import { ApiError } from '../../lib/api-client';
import { createReservation as sendReservation } from './api/create-reservation';
import type { ReservationListing } from './reservation-listing';
import type { ReservationValues } from './reservation-values';

/** The form's places for the server's field errors; `form` is the box above the button. */
export type ServerErrorField =
  | 'form'
  | 'name'
  | 'email'
  | 'phone'
  | 'dates'
  | 'guests'
  | 'country'
  | 'message'
  | 'isRefundable'
  | 'paymentMethod'
  | 'acceptTerms';

/** How a refused booking is shown. `code` is the server's (dates_taken, tour_full, min_stay_not_met, …). */
export type BookingRefusal = {
  status: number;
  code: string | undefined;
  message: string;
  fields: Partial<Record<ServerErrorField, string>>;
};

export function reservationBody(
  listing: ReservationListing,
  values: ReservationValues,
): CreateReservationBody {
  return {
    type: listing.type,
    ...(listing.type === 'apartment' ? { apartmentId: listing.id } : { tourId: listing.id }),
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    checkIn: values.checkIn ?? '',
    ...(listing.type === 'apartment' && values.checkOut ? { checkOut: values.checkOut } : {}),
    ...(listing.type === 'tour' && values.startTime ? { startTime: values.startTime } : {}),
    adults: values.adults,
    children: values.children,
    childrenAgeGroups: values.childrenAgeGroups,
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    country: values.country,
    isRefundable: values.isRefundable,
    paymentMethod: values.paymentMethod,
    acceptTerms: values.acceptTerms as true,
  };
}

/** The form's place for a field the server named ("childrenAgeGroups.above7" is the guests block). */
function formFieldOf(field: string): ServerErrorField {
  const [name = ''] = field.split('.');
  switch (name) {
    case 'checkIn':
    case 'checkOut':
    case 'startTime':
      return 'dates';
    case 'adults':
    case 'children':
    case 'childrenAgeGroups':
    case 'childrenAges':
      return 'guests';
    case 'name':
    case 'email':
    case 'phone':
    case 'country':
    case 'message':
    case 'isRefundable':
    case 'paymentMethod':
    case 'acceptTerms':
      return name;
    default:
      return 'form';
  }
}

/** The server's refusal, field by field in the page language (it translated them from Accept-Language). */
export function refusalOf(error: unknown, fallback: string): BookingRefusal {
  if (!(error instanceof ApiError)) return { status: 0, code: undefined, message: fallback, fields: {} };
  const fields: BookingRefusal['fields'] = {};
  for (const { field, message } of error.errors) {
    const place = formFieldOf(field);
    fields[place] ??= message;
  }
  // A conflict over the dates belongs next to the dates as well as in the box.
  if (error.code === 'dates_taken' || error.code === 'tour_full') fields.dates ??= error.message;
  return { status: error.status, code: error.code, message: error.message, fields };
}

/** Books what the form holds, under the form session's Idempotency-Key (decision 031). */
export function createReservation(
  listing: ReservationListing,
  values: ReservationValues,
  idempotencyKey: string,
  /** The page language: the guest's notices and the WhatsApp text are written in it. */
  language: Language,
): Promise<CreateReservationResponse> {
  return sendReservation(reservationBody(listing, values), idempotencyKey, { language });
}
