/**
 * The operator's details the site shows to guests (decision 055): where bank transfers go, the postal address and
 * the social profile. They come from the server's settings; `isExample` is true while a value is still the built-in
 * demo one, so every place that shows it can say plainly that it is an example.
 */
export type SiteSettings = {
  bankAccount: {
    bankName: string;
    holder: string;
    /** Normalised, without spaces: print it with formatIban. */
    iban: string;
    isExample: boolean;
  };
  address: { lines: readonly string[]; isExample: boolean };
  social: { url: string; isExample: boolean };
  /**
   * Card payment on the reservation page (decision 086): offered when `enabled`; `testGateway` while the built-in
   * test gateway takes the payments, so the page says that no money moves. Absent where the server does not say.
   */
  cardPayments?: { enabled: boolean; testGateway: boolean };
};
