import type { ListTourDeparturesParams } from '@konak/domain/api/admin/list-tour-departures';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/list-tour-departures').then(
    (module) => module.listTourDeparturesResponseSchema,
  );

/** GET /api/admin/tours/departures: tour days with people booked against places, paged (admin, staff). */
export function listTourDepartures(params: ListTourDeparturesParams, options: CallOptions = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return checkedRequest(answerSchema, `/admin/tours/departures?${query}`, options);
}
