import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const apartmentsSchema = () =>
  import('@konak/domain/api/apartments/list-apartments').then(
    (module) => module.listApartmentsResponseSchema,
  );
const toursSchema = () =>
  import('@konak/domain/api/tours/list-tours').then((module) => module.listToursResponseSchema);

export type BookableApartment = { id: string; number: number; title: string; maxCapacity: number };
export type BookableTour = {
  id: string;
  number: number;
  title: string;
  startTimes: string[];
  weekdays: number[];
};

/** GET /api/apartments (every page of 100) and GET /api/tours: what a booking taken by phone can be for. */
export async function listBookableListings(
  options: CallOptions = {},
): Promise<{ apartments: BookableApartment[]; tours: BookableTour[] }> {
  const apartments: BookableApartment[] = [];
  for (let page = 1; ; page++) {
    const answer = await checkedRequest(apartmentsSchema, `/apartments?page=${page}&pageSize=100`, options);
    apartments.push(
      ...answer.items.map((item) => ({
        id: item.id,
        number: item.apartmentNumber,
        title: item.title,
        maxCapacity: item.maxCapacity,
      })),
    );
    if (answer.items.length === 0 || apartments.length >= answer.total) break;
  }
  const tours = await checkedRequest(toursSchema, '/tours', options);
  return {
    apartments,
    tours: tours.items.map((tour) => ({
      id: tour.id,
      number: tour.tourNumber,
      title: tour.title,
      startTimes: tour.startTimes,
      weekdays: tour.weekdays,
    })),
  };
}
