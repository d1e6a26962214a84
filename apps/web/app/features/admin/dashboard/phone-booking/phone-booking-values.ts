import type { PhoneReservationBody } from '@konak/domain/api/admin/phone-reservation';
import type { Language } from '@konak/domain/languages';

/** What the phone-booking form holds. */
export type PhoneBookingValues = {
  kind: 'apartment' | 'tour';
  apartmentId: string;
  tourId: string;
  checkIn: string;
  checkOut: string;
  tourDate: string;
  startTime: string;
  adults: number;
  children: number;
  /** One age per child (as typed; '' until chosen). */
  childAges: string[];
  isRefundable: boolean;
  paymentMethod: 'bank_transfer' | 'pay_at_door';
  email: string;
  name: string;
  phone: string;
  language: Language;
  message: string;
};

export const EMPTY_VALUES: PhoneBookingValues = {
  kind: 'apartment',
  apartmentId: '',
  tourId: '',
  checkIn: '',
  checkOut: '',
  tourDate: '',
  startTime: '',
  adults: 2,
  children: 0,
  childAges: [],
  isRefundable: false,
  paymentMethod: 'bank_transfer',
  email: '',
  name: '',
  phone: '',
  language: 'tr',
  message: '',
};

/** The request body the values make; the server checks every rule and answers field errors by these names. */
export function phoneBookingBody(values: PhoneBookingValues): PhoneReservationBody {
  const ages = values.childAges
    .slice(0, values.children)
    .map((age) => (age === '' ? Number.NaN : Number(age)));
  const shared = {
    adults: values.adults,
    children: values.children,
    ...(values.children > 0 ? { childrenAges: ages } : {}),
    email: values.email,
    name: values.name,
    phone: values.phone,
    language: values.language,
    isRefundable: values.isRefundable,
    paymentMethod: values.paymentMethod,
    ...(values.message.trim() ? { message: values.message } : {}),
  };
  if (values.kind === 'tour') {
    return {
      ...shared,
      type: 'tour',
      tourId: values.tourId || undefined,
      checkIn: values.tourDate,
      startTime: values.startTime || undefined,
    };
  }
  return {
    ...shared,
    type: 'apartment',
    apartmentId: values.apartmentId || undefined,
    checkIn: values.checkIn,
    checkOut: values.checkOut || undefined,
  };
}
