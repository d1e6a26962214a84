// Imports that broke a house rule on main @ 0f5b42f, before issue 13. The other branches of issue 13 remove
// most of them; the lead deletes each entry once its import is gone (scripts/house-rules/house-rules.test.ts
// names the entries whose import no longer exists; `HOUSE_RULES_STRICT=1 npm run house-rules` lists every violation
// as if this list were empty). Never add an entry: fix the import.
// Shape: rule name → importing file → the files it may still import against that rule.
const temporarilyAllowed = {
  'web-imports-no-server': {
    // The amenity icons' test reads the server's amenity catalogue (demo seed data).
    'apps/web/app/components/amenity-icon.test.tsx': ['apps/server/src/db/seed/amenity-catalogue.ts'],
  },
  'shared-web-imports-no-feature': {
    // The modal registry names the props of the modals that features open.
    'apps/web/app/components/modal/modal-provider.tsx': [
      'apps/web/app/features/quick-view/quick-view-props.ts',
      'apps/web/app/features/reservation/reservation-success-props.ts',
    ],
  },
  'feature-imports-no-other-feature': {
    // Tests and test fixtures that straddle features.
    'apps/web/app/features/consent/consent-banner.test.tsx': ['apps/web/app/features/layout/site-footer.tsx'],
    'apps/web/app/features/faq/faq-entries.test.ts': [
      'apps/web/app/features/listing/listing-test-fixtures.ts',
    ],
    'apps/web/app/features/search/apartment-card.test.tsx': [
      'apps/web/app/features/quick-view/quick-view-props.ts',
    ],
    // Pages composed of other features' sections.
    'apps/web/app/features/listing/apartment-page.tsx': [
      'apps/web/app/features/booking-terms/booking-terms.tsx',
      'apps/web/app/features/faq/faq-entries.ts',
      'apps/web/app/features/faq/faq-section.tsx',
    ],
    'apps/web/app/features/listing/tour-page.tsx': ['apps/web/app/features/booking-terms/booking-terms.tsx'],
    'apps/web/app/features/reservation/reservation-form.tsx': [
      'apps/web/app/features/booking-terms/booking-terms.tsx',
    ],
    'apps/web/app/features/search/home-body.tsx': [
      'apps/web/app/features/faq/faq-entries.ts',
      'apps/web/app/features/faq/faq-section.tsx',
      'apps/web/app/features/home/hero-text.tsx',
      'apps/web/app/features/home/why-konak.tsx',
    ],
    // The quick view opened from search results.
    'apps/web/app/features/search/quick-view-button.tsx': [
      'apps/web/app/features/quick-view/quick-view-props.ts',
    ],
    // Money and date formatting kept in the listing feature (lib/format.ts after issue 13).
    'apps/web/app/features/quick-view/stay-price-summary.tsx': ['apps/web/app/features/listing/format.ts'],
    'apps/web/app/features/quick-view/tour-quick-view.tsx': ['apps/web/app/features/listing/format.ts'],
    'apps/web/app/features/search/apartment-card.tsx': ['apps/web/app/features/listing/format.ts'],
    'apps/web/app/features/search/apartment-results.tsx': ['apps/web/app/features/listing/format.ts'],
    'apps/web/app/features/search/dates-field.tsx': ['apps/web/app/features/listing/format.ts'],
    'apps/web/app/features/search/tour-card.tsx': ['apps/web/app/features/listing/format.ts'],
  },
  // No module had a surface.ts yet (decision 064, branch i13-server, adds them and moves SessionUser to http/).
  'module-only-through-surface': {
    'bench/load/booking-members.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
    'bench/load/servers.ts': ['apps/server/src/modules/media/warm-up.ts'],
    'apps/server/src/app.ts': [
      'apps/server/src/modules/apartments/routes.ts',
      'apps/server/src/modules/auth/google/routes.ts',
      'apps/server/src/modules/auth/routes.ts',
      'apps/server/src/modules/favorites/routes.ts',
      'apps/server/src/modules/health/routes.ts',
      'apps/server/src/modules/legal/routes.ts',
      'apps/server/src/modules/media/routes.ts',
      'apps/server/src/modules/owners/routes.ts',
      'apps/server/src/modules/pricing-calendar/routes.ts',
      'apps/server/src/modules/reservations/routes.ts',
      'apps/server/src/modules/reviews/routes.ts',
      'apps/server/src/modules/seo/routes.ts',
      'apps/server/src/modules/site-images/routes.ts',
      'apps/server/src/modules/tours/routes.ts',
    ],
    'apps/server/src/db/seed.ts': ['apps/server/src/modules/auth/passwords.ts'],
    'apps/server/src/db/seed/demo-images.test.ts': ['apps/server/src/modules/media/media-catalogue.ts'],
    'apps/server/src/db/seed/demo-images.ts': ['apps/server/src/modules/media/scene-registry.ts'],
    'apps/server/src/db/seed/legal-documents.ts': [
      'apps/server/src/modules/legal/repository.ts',
      'apps/server/src/modules/legal/sanitize-legal-html.ts',
    ],
    'apps/server/src/http/authentication.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
    'apps/server/src/jobs/handlers/complete-stays.ts': [
      'apps/server/src/modules/reservations/reservation-changes.ts',
    ],
    'apps/server/src/jobs/handlers/expire-unpaid-bank-transfers.ts': [
      'apps/server/src/modules/reservations/reservation-changes.ts',
    ],
    'apps/server/src/jobs/handlers/send-booked-for-notice.ts': [
      'apps/server/src/modules/reservations/booked-for-data.ts',
      'apps/server/src/modules/reservations/booked-for-limit.ts',
      'apps/server/src/modules/reservations/notice-data.ts',
    ],
    'apps/server/src/jobs/handlers/send-notice.ts': ['apps/server/src/modules/reservations/notice-data.ts'],
    'apps/server/src/jobs/handlers/send-owner-inquiry-mail.ts': [
      'apps/server/src/modules/owners/inquiries.ts',
    ],
    'apps/server/src/jobs/handlers/send-receipt-mail.ts': [
      'apps/server/src/modules/reservations/listing-summaries.ts',
      'apps/server/src/modules/reservations/payment-receipts.ts',
      'apps/server/src/modules/reservations/receipt-files.ts',
      'apps/server/src/modules/reservations/reservation-repository.ts',
    ],
    'apps/server/src/mail/tour-notices.test.ts': [
      'apps/server/src/modules/reservations/reservation-view.ts',
      'apps/server/src/modules/reservations/whatsapp-link.ts',
    ],
    'apps/server/src/modules/apartments/apartment-view.ts': [
      'apps/server/src/modules/site-images/stored-image.ts',
    ],
    'apps/server/src/modules/apartments/availability.ts': [
      'apps/server/src/modules/pricing-calendar/calendar-memory.ts',
      'apps/server/src/modules/pricing-calendar/service.ts',
    ],
    'apps/server/src/modules/favorites/service.ts': [
      'apps/server/src/modules/apartments/repository.ts',
      'apps/server/src/modules/apartments/service.ts',
      'apps/server/src/modules/tours/service.ts',
    ],
    'apps/server/src/modules/reservations/admin-changes.ts': [
      'apps/server/src/modules/auth/session-tokens.ts',
    ],
    'apps/server/src/modules/reservations/cancel-reservation.ts': [
      'apps/server/src/modules/auth/session-tokens.ts',
    ],
    'apps/server/src/modules/reservations/create-reservation.ts': [
      'apps/server/src/modules/auth/session-tokens.ts',
      'apps/server/src/modules/pricing-calendar/repository.ts',
      'apps/server/src/modules/pricing-calendar/rule-errors.ts',
    ],
    'apps/server/src/modules/reservations/notice-booker.ts': [
      'apps/server/src/modules/auth/user-repository.ts',
    ],
    'apps/server/src/modules/reservations/payment-receipts.ts': [
      'apps/server/src/modules/auth/session-tokens.ts',
    ],
    'apps/server/src/modules/reservations/reservation-errors.ts': [
      'apps/server/src/modules/pricing-calendar/rule-errors.ts',
    ],
    'apps/server/src/modules/reservations/routes/signed-in-user.ts': [
      'apps/server/src/modules/auth/session-tokens.ts',
    ],
    'apps/server/src/modules/reservations/tour-rule-errors.ts': [
      'apps/server/src/modules/pricing-calendar/rule-errors.ts',
    ],
    'apps/server/src/modules/reviews/routes.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
    'apps/server/src/modules/reviews/service.ts': [
      'apps/server/src/modules/apartments/apartment-view.ts',
      'apps/server/src/modules/apartments/listing-catalogue.ts',
      'apps/server/src/modules/apartments/service.ts',
      'apps/server/src/modules/auth/session-tokens.ts',
    ],
    'apps/server/src/modules/tours/departures.ts': ['apps/server/src/modules/reservations/booking-target.ts'],
    'apps/server/src/modules/tours/service.ts': ['apps/server/src/modules/site-images/stored-image.ts'],
    'apps/server/src/server.ts': ['apps/server/src/modules/media/warm-up.ts'],
    'apps/server/src/web/catalogue-reader.ts': [
      'apps/server/src/modules/apartments/availability.ts',
      'apps/server/src/modules/apartments/service.ts',
      'apps/server/src/modules/legal/service.ts',
      'apps/server/src/modules/pricing-calendar/service.ts',
      'apps/server/src/modules/reviews/service.ts',
      'apps/server/src/modules/site-images/service.ts',
      'apps/server/src/modules/tours/service.ts',
    ],
    'apps/server/src/web/page-calendars.ts': [
      'apps/server/src/modules/apartments/listing-catalogue.ts',
      'apps/server/src/modules/apartments/service.ts',
      'apps/server/src/modules/pricing-calendar/calendar-memory.ts',
      'apps/server/src/modules/pricing-calendar/service.ts',
    ],
    'apps/server/test/api/auth-fixtures.ts': [
      'apps/server/src/modules/auth/passwords.ts',
      'apps/server/src/modules/auth/user-repository.ts',
    ],
    'apps/server/test/api/auth-google-redeem.test.ts': [
      'apps/server/src/modules/auth/google/sign-in-codes.ts',
      'apps/server/src/modules/auth/session-tokens.ts',
    ],
    'apps/server/test/api/auth-google.test.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
    'apps/server/test/api/auth-guest.test.ts': ['apps/server/src/modules/auth/temporary-tokens.ts'],
    'apps/server/test/api/auth-login.test.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
    'apps/server/test/api/auth-password.test.ts': ['apps/server/src/modules/auth/password-reset.ts'],
    'apps/server/test/api/authentication.test.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
    'apps/server/test/api/catalogue-cache.test.ts': [
      'apps/server/src/modules/apartments/availability.ts',
      'apps/server/src/modules/apartments/available-answers.ts',
      'apps/server/src/modules/pricing-calendar/service.ts',
    ],
    'apps/server/test/api/media.test.ts': ['apps/server/src/modules/media/scene-registry.ts'],
    'apps/server/test/api/pricing-calendar.test.ts': ['apps/server/src/modules/pricing-calendar/service.ts'],
    'apps/server/test/api/reservation-receipts.test.ts': [
      'apps/server/src/modules/reservations/receipt-files.ts',
    ],
    'apps/server/test/db/legal-seed.test.ts': ['apps/server/src/modules/legal/sanitize-legal-html.ts'],
    'apps/server/test/helpers/users.ts': ['apps/server/src/modules/auth/session-tokens.ts'],
  },
};

module.exports = { temporarilyAllowed };
