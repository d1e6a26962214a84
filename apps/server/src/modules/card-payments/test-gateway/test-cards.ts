/**
 * The test cards of iyzico's sandbox that the test gateway honours (iyzico's "Test Cards" page): what the card leads
 * to. Any other number of the right length is declined as iyzico's sandbox declines unknown cards. Numbers live
 * only here and on the page that names them; a typed number is compared and forgotten, never stored or logged.
 */
export type TestCardOutcome =
  | { result: 'success'; refundable: boolean }
  | { result: 'failure'; errorCode: string; errorMessage: string };

export const TEST_CARDS: readonly { number: string; label: string; outcome: TestCardOutcome }[] = [
  {
    number: '5528790000000008',
    label: 'Halkbank Mastercard (credit) — success after 3-D Secure',
    outcome: { result: 'success', refundable: true },
  },
  {
    number: '4111111111111129',
    label: 'Insufficient funds',
    outcome: {
      result: 'failure',
      errorCode: '10051',
      errorMessage: 'Insufficient card limit, insufficient balance',
    },
  },
  {
    number: '4129111111111111',
    label: 'Do not honour (declined)',
    outcome: { result: 'failure', errorCode: '10005', errorMessage: 'Transaction not approved' },
  },
  {
    number: '4131111111111117',
    label: 'Success, but cannot be cancelled or refunded',
    outcome: { result: 'success', refundable: false },
  },
];

/** The 3-D Secure code the stand-in's bank page asks for (shown on that page); anything else fails 3-D Secure. */
export const TEST_3DS_CODE = '283126';

export const THREE_DS_FAILURE = {
  errorCode: '10217',
  errorMessage: '3-D Secure authentication failed (the bank did not confirm the cardholder)',
} as const;

export const UNKNOWN_CARD_FAILURE = {
  errorCode: '10057',
  errorMessage: 'The card is not a test card of the sandbox',
} as const;

export function testCardOutcome(typed: string): TestCardOutcome {
  const digits = typed.replace(/[\s-]/g, '');
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  return card ? card.outcome : { result: 'failure', ...UNKNOWN_CARD_FAILURE };
}
