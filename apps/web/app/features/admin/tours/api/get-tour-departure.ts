import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

export const tourDepartureGuestsSchema = () =>
  import('@konak/domain/api/admin/tour-departure-guests').then((module) => module.tourDepartureGuestsSchema);

export const departurePath = (tourId: string, date: string) =>
  `/admin/tours/${encodeURIComponent(tourId)}/departures/${encodeURIComponent(date)}`;

/** GET /api/admin/tours/{tourId}/departures/{date}: the guide's list of a tour day (admin, staff). */
export function getTourDeparture(tourId: string, date: string, options: CallOptions = {}) {
  return checkedRequest(tourDepartureGuestsSchema, departurePath(tourId, date), options);
}
