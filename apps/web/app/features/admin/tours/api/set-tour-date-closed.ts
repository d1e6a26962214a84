import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { departurePath, tourDepartureGuestsSchema } from './get-tour-departure';

/**
 * POST /api/admin/tours/{tourId}/departures/{date}/close or /reopen (admin, staff): the day's guest list after
 * the change. Safe to repeat: a day already closed (or open) is answered as it is.
 */
export function setTourDateClosed(tourId: string, date: string, closed: boolean, options: CallOptions = {}) {
  return checkedRequest(
    tourDepartureGuestsSchema,
    `${departurePath(tourId, date)}/${closed ? 'close' : 'reopen'}`,
    {
      ...options,
      method: 'POST',
    },
  );
}
