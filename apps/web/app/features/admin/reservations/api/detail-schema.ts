/** The answer of the detail call and of every action: loaded beside the request (decision 063). */
export const detailSchema = () =>
  import('@konak/domain/api/admin/admin-reservation-detail').then(
    (module) => module.adminReservationDetailSchema,
  );
