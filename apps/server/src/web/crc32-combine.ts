/**
 * zlib's crc32_combine (crc32.c, "multmodp"/"x2nmodp"): the CRC-32 of A followed by B from the CRC of A, the CRC of
 * B and B's length, without the bytes. Node's zlib exposes crc32 but not this, and a cached page then needs to keep
 * only its compressed pieces (decision 100), not the HTML, to give each response its gzip trailer.
 */
const POLY = 0xedb88320;

/** a × b modulo the CRC polynomial, bits reflected as zlib has them (0x80000000 is 1). */
export function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let product = 0;
  let factor = b >>> 0;
  for (;;) {
    if ((a & m) !== 0) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X2N = new Uint32Array(32);
{
  let power = 0x40000000; // x^1
  X2N[0] = power;
  for (let k = 1; k < 32; k++) {
    power = multiplyModP(power, power);
    X2N[k] = power;
  }
}

/** x^(n × 2^k) modulo the polynomial. */
function xPowerModP(n: number, k: number): number {
  let power = 0x80000000; // x^0
  let rest = n;
  let bit = k;
  while (rest > 0) {
    if (rest % 2 === 1) power = multiplyModP(X2N[bit & 31] as number, power);
    rest = Math.floor(rest / 2);
    bit++;
  }
  return power;
}

/** The CRC-32 of A + B, given crc32(A), crc32(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xPowerModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}
