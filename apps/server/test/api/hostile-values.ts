import { randomUUID } from 'node:crypto';

/**
 * The odd data hostile-input.test.ts throws at every route. Each list is short on purpose: one value per kind of
 * mistake or attack, so the whole battery stays fast enough to run with the other API tests.
 */

const longText = (length: number) => 'x'.repeat(length);

/** `[[[…1…]]]` nested `depth` deep: parsers and validators that recurse must not overflow. */
const deeplyNestedJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Path segments as they appear in the URL (already percent-encoded where a browser would encode them). */
export const HOSTILE_SEGMENTS: Record<string, string> = {
  zero: '0',
  negative: '-1',
  'huge number': '99999999999999999999',
  word: 'abc',
  'NUL byte': '%00',
  'path traversal': '..%2F..%2Fetc%2Fpasswd',
  'dot segments': '..',
  'random UUID': randomUUID(),
  'nil UUID': '00000000-0000-0000-0000-000000000000',
  '5,000 characters': longText(5000),
  'unicode and emoji': encodeURIComponent('İstanbul-ğüşöç-شقة-квартира-🏠🇹🇷'),
  'SQL injection': encodeURIComponent("' OR 1=1--"),
  'broken percent-encoding': '%E0%A4%A',
  'lone percent sign': '%',
  'encoded slash': 'a%2Fb',
};

/** Query-string values, raw (the harness encodes them). */
export const HOSTILE_QUERY_VALUES: Record<string, string> = {
  empty: '',
  zero: '0',
  'negative zero': '-0',
  negative: '-1',
  fraction: '1.5',
  NaN: 'NaN',
  Infinity: 'Infinity',
  '1e308': '1e308',
  '1e400': '1e400',
  'huge number': '99999999999999999999',
  word: 'abc',
  'NUL byte': '\u0000',
  '5,000 characters': longText(5000),
  'unicode and emoji': 'İstanbul 🏠🇹🇷 شقة',
  'SQL injection': "' OR 1=1--",
  'null literal': 'null',
  'JSON object': '{"a":1}',
  'JSON [1e400]': '[1e400]',
  'JSON not-json': 'not-json',
  'deeply nested JSON': deeplyNestedJson(400),
  '30 February': '2026-02-30',
  'year 9999': '9999-12-31',
  'year 0': '0000-01-01',
  'month 13': '2026-13-01',
  'unpadded date': '2026-1-1',
  'date with time': '2026-06-01T00:00:00Z',
  'six-digit year': '+275760-09-13',
};

/** Values a JSON body field is set to, one at a time (raw JSON text where JSON.stringify cannot say it). */
export const HOSTILE_JSON_VALUES: Record<string, unknown> = {
  null: null,
  zero: 0,
  negative: -1,
  fraction: 1.5,
  '1e308': 1e308,
  'numeric string': '99999999999999999999',
  'empty string': '',
  word: 'abc',
  'NUL byte': 'a\u0000b',
  'lone surrogate': '\ud800',
  '5,000 characters': longText(5000),
  'unicode and emoji': 'İstanbul 🏠🇹🇷 شقة',
  'SQL injection': "' OR 1=1--",
  true: true,
  'string "true"': 'true',
  'empty array': [],
  'empty object': {},
  'array of null': [null],
  'object with a number': { a: 1 },
  '30 February': '2026-02-30',
  'year 9999': '9999-12-31',
  'year 0': '0000-01-01',
  'month 13': '2026-13-01',
};

/** JSON numbers JSON.stringify cannot write (-0, beyond double range or precision), sent as raw body text. */
export const RAW_JSON_NUMBERS: Record<string, string> = {
  'negative zero': '-0',
  '1e400': '1e400',
  'huge integer': '99999999999999999999',
};

/** A string of about 1 MB that still fits, with the rest of a body, under the 1 MiB body limit. */
export const ONE_MEGABYTE_TEXT = longText(1_000_000);

/** Whole bodies of the wrong shape or encoding: [label, content-type, payload]. */
export const HOSTILE_BODIES: [string, string, string][] = [
  ['null', 'application/json', 'null'],
  ['array', 'application/json', '[]'],
  ['string', 'application/json', '"string"'],
  ['number', 'application/json', '123'],
  ['true', 'application/json', 'true'],
  ['empty object', 'application/json', '{}'],
  ['empty body', 'application/json', ''],
  ['malformed JSON', 'application/json', '{"a":'],
  ['trailing comma', 'application/json', '{"a":1,}'],
  ['__proto__ key', 'application/json', '{"__proto__":{"role":"admin"},"a":1}'],
  ['constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"role":"admin"}}}'],
  ['deeply nested JSON', 'application/json', `{"a":${deeplyNestedJson(5000)}}`],
  ['JSON nested 400,000 deep', 'application/json', `{"a":${deeplyNestedJson(400_000)}}`],
  ['UTF-16 charset', 'application/json; charset=utf-16', '{}'],
  ['plain text', 'text/plain', 'hello'],
  ['XML', 'application/xml', '<a/>'],
  ['form', 'application/x-www-form-urlencoded', 'a=1&a=2'],
  [
    'multipart',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ],
  ['unknown content type', 'application/x-konak', '{}'],
  ['content type without a value', ';', '{}'],
];

/** Headers that are malformed, oversized or forged, added to an otherwise ordinary request. */
export const HOSTILE_HEADERS: Record<string, Record<string, string>> = {
  'Bearer garbage': { authorization: 'Bearer garbage' },
  'Bearer + 10k characters': { authorization: `Bearer ${longText(10_000)}` },
  'JWT-shaped garbage': { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  'Basic credentials': { authorization: 'Basic YWRtaW46YWRtaW4=' },
  'empty Bearer': { authorization: 'Bearer ' },
  'Idempotency-Key of 10k characters': { 'idempotency-key': longText(10_000) },
  'Idempotency-Key with control characters': { 'idempotency-key': 'key\u0001\u0007\u001b[31m' },
  'empty Idempotency-Key': { 'idempotency-key': '' },
  'Accept-Language ;;;q=abc': { 'accept-language': ';;;q=abc' },
  'Accept-Language of 5k characters': { 'accept-language': `${longText(5000)};q=0.5` },
  'Accept-Language with NaN weights': { 'accept-language': 'en;q=NaN, ar;q=-1, *;q=1e400' },
  'Accept-Encoding with bad weights': { 'accept-encoding': 'br;q=abc, gzip;q=NaN, *;q=-1' },
  'Accept-Encoding refusing everything': { 'accept-encoding': 'identity;q=0, *;q=0' },
  'forged X-Forwarded-For': { 'x-forwarded-for': 'garbage, , 999.999.999.999, ::zz' },
  'broken cookies': { cookie: 'lang=%E0%A4%A; konak_consent=%%%; konak_google_sign_in=abc.def' },
  'If-None-Match garbage': { 'if-none-match': 'W/"', 'if-modified-since': 'yesterday' },
  'Range garbage': { range: 'bytes=abc-def,-' },
  'weird Host': { host: '[::1' },
};
