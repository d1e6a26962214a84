import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import type { Language } from '@konak/domain/languages';
import type { AppServices } from '../../services.ts';
import { effectiveSettings } from '../settings/surface.ts';
import { listingKey, listingSummaries } from './listing-summaries.ts';
import { type ReservationRow, toReservationView } from './reservation-view.ts';
import { whatsappUrl } from './whatsapp-link.ts';

/**
 * What a booking answers (POST /reservations/create), and a card payment's return page reads again after the
 * gateway: the reservation in the page language and the WhatsApp hand-off in the guest's.
 */
export async function bookingAnswer(
  services: AppServices,
  row: ReservationRow,
  language: Language,
): Promise<CreateReservationResponse> {
  const { db } = services.database;
  const inPageLanguage = await listingSummaries(db, [row], language);
  // The WhatsApp text is in the guest's language, which is the page's unless this is a replay from another page.
  const inGuestLanguage =
    row.language === language ? inPageLanguage : await listingSummaries(db, [row], row.language);
  return {
    ...toReservationView(row, inPageLanguage.get(listingKey(row)), services.clock.now()),
    whatsappUrl: whatsappUrl(
      (await effectiveSettings(services)).whatsappNumber,
      row,
      inGuestLanguage.get(listingKey(row)),
    ),
  };
}
