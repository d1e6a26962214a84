// The reservation page's address, shared by each page's main book button and its phone booking bar, so the
// two can never send the guest to different places.

/** `searchQuery` is the page's own query ("?checkIn=…&adults=…" or ""), which the reservation form reads. */
export function apartmentReservationPath(apartmentId: string, searchQuery: string): string {
  return `/reservation/apartment/${apartmentId}${searchQuery}`;
}

export function tourReservationPath(tourId: string): string {
  return `/reservation/tour/${tourId}`;
}
