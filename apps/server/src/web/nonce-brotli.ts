import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, constants, createBrotliCompress } from 'node:zlib';

/**
 * Brotli for cached pages whose CSP nonce must differ in every response (decisions 038, 111): a third smaller than
 * the gzip pieces, and the document's size is what a first visit on a slow phone waits for before anything else.
 *
 * The page is compressed once, in one stream, with a stand-in for each nonce, and a flush before and after each
 * stand-in ends a meta-block on a byte boundary. A response drops the stand-ins' meta-blocks and puts its own nonce
 * there as uncompressed meta-blocks. That decodes to the page with that nonce only if no other meta-block refers to a
 * stand-in and none of the dropped ones changed the decoder's state, so:
 * - stand-ins are made of bytes that never occur in UTF-8 HTML, and no two of their byte pairs are the same (nor
 *   their first or their last bytes): no copy, whose shortest length is two bytes, can start, end or lie in one,
 *   so a stand-in's meta-block holds literals only and leaves the recent copy distances as they were;
 * - literal context modelling is off, as it picks the code of the literals after a nonce by the nonce's last bytes.
 * Each page is still checked once, by decompressing it with a random nonce; one that fails is sent as gzip.
 */
export type NonceBrotli = {
  /** The compressed texts between the nonces; the first starts with the stream header. */
  pieces: Buffer[];
  nonceLength: number;
};

/**
 * 37 bytes (a prime) that UTF-8 HTML never contains: control characters other than tab, line feed, form feed and
 * carriage return, and bytes no UTF-8 sequence uses.
 */
const STAND_IN_ALPHABET = [
  ...Array.from({ length: 8 }, (_, index) => 0x01 + index),
  ...Array.from({ length: 18 }, (_, index) => 0x0e + index),
  0xc0,
  0xc1,
  ...Array.from({ length: 9 }, (_, index) => 0xf5 + index),
];
const ALPHABET_SIZE = STAND_IN_ALPHABET.length;
/**
 * Stand-in k walks the alphabet from its k-th byte in steps of k + 1: a byte pair fixes its step and its first byte,
 * so no pair repeats within or across stand-ins while a walk is shorter than the alphabet, and firsts and lasts
 * (k + (length - 1)(k + 1), length - 1 < 37 being prime to it) differ too.
 */
const MAX_STAND_INS = ALPHABET_SIZE - 1;
function standIn(k: number, length: number): Buffer {
  return Buffer.from(
    Array.from({ length }, (_, step) => STAND_IN_ALPHABET[(k + step * (k + 1)) % ALPHABET_SIZE] ?? 0),
  );
}
/** ISLAST=1, ISLASTEMPTY=1: the end of the stream. */
const LAST_EMPTY_META_BLOCK = Buffer.from([0x03]);
/** The longest text an uncompressed meta-block with four length nibbles carries. */
const MAX_UNCOMPRESSED_META_BLOCK = 0x10000;

/**
 * The first round trip of a new connection carries ten TCP segments (14,600 bytes): a document that fits, with its
 * ~800 bytes of headers, reaches a slow phone one round trip sooner than one a little longer (decision 114).
 */
export const FIRST_ROUND_TRIP_BODY = 13_800;
/** Quality 11 takes about a tenth off quality 5's size; a page further over the round trip than that stays at 5. */
const BEST_QUALITY_REACH = 1.12;

/** The size of a response built from these pieces (each nonce an uncompressed meta-block, then the last block). */
function answerSize(pieces: readonly Buffer[], nonceLength: number): number {
  const nonceBlocks = (pieces.length - 1) * (nonceLength + 3);
  return pieces.reduce((sum, piece) => sum + piece.length, nonceBlocks + LAST_EMPTY_META_BLOCK.length);
}

/**
 * Compresses the texts around the nonces on libuv's thread pool; undefined when this page cannot be done so. Quality
 * 5 (a few milliseconds), or 11 (~60 ms, once per cached page) when that brings a page just over the first round trip
 * within it.
 */
export async function compressAroundNoncesBrotli(
  texts: readonly Buffer[],
  nonceLength: number,
): Promise<NonceBrotli | undefined> {
  const gaps = texts.length - 1;
  const fits = gaps === 0 || (nonceLength > 0 && nonceLength < ALPHABET_SIZE && gaps <= MAX_STAND_INS);
  if (!fits || texts.some((text) => STAND_IN_ALPHABET.some((byte) => text.includes(byte)))) return undefined;

  let pieces = await compressPieces(texts, nonceLength, 5);
  const size = answerSize(pieces, nonceLength);
  if (size > FIRST_ROUND_TRIP_BODY && size <= FIRST_ROUND_TRIP_BODY * BEST_QUALITY_REACH) {
    const best = await compressPieces(texts, nonceLength, 11);
    if (answerSize(best, nonceLength) < size) pieces = best;
  }
  const compressed = { pieces, nonceLength };
  const testNonce = Buffer.from(randomBytes(nonceLength).toString('base64').slice(0, nonceLength));
  const expected = Buffer.concat(texts.flatMap((text, index) => (index > 0 ? [testNonce, text] : [text])));
  try {
    return brotliDecompressSync(brotliWithNonce(compressed, testNonce)).equals(expected)
      ? compressed
      : undefined;
  } catch {
    return undefined;
  }
}

/** One stream: each text, flushed, and before each but the first a stand-in, flushed and dropped. */
function compressPieces(texts: readonly Buffer[], nonceLength: number, quality: number): Promise<Buffer[]> {
  return new Promise<Buffer[]>((resolve, reject) => {
    const compressor = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
        [constants.BROTLI_PARAM_SIZE_HINT]: texts.reduce((sum, text) => sum + text.length, 0),
      },
    });
    const kept: Buffer[] = [];
    let output: Buffer[] = [];
    compressor.on('data', (chunk: Buffer) => output.push(chunk));
    compressor.on('error', reject);
    // In flowing mode the compressor hands out a flush's output before it calls the flush back.
    const flush = (then: () => void) => compressor.flush(constants.BROTLI_OPERATION_FLUSH, then);
    const compress = (index: number) => {
      const text = texts[index];
      if (text === undefined) {
        compressor.destroy();
        resolve(kept);
        return;
      }
      const writeText = () => {
        compressor.write(text);
        flush(() => {
          kept.push(Buffer.concat(output));
          output = [];
          compress(index + 1);
        });
      };
      if (index === 0) return writeText();
      compressor.write(standIn(index - 1, nonceLength));
      flush(() => {
        output = [];
        writeText();
      });
    };
    compress(0);
  });
}

/** An uncompressed meta-block: ISLAST=0, MNIBBLES=4, MLEN-1 in 16 bits, ISUNCOMPRESSED=1, padding, the bytes. */
function uncompressedMetaBlock(data: Buffer): Buffer {
  if (data.length === 0 || data.length > MAX_UNCOMPRESSED_META_BLOCK) {
    throw new RangeError(`a nonce of ${data.length} bytes does not fit one meta-block`);
  }
  const bits = ((data.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), data]);
}

/** The brotli stream of texts[0] + nonce + texts[1] + … + nonce + texts[n], from the compressed texts only. */
export function brotliWithNonce(compressed: NonceBrotli, nonce: Buffer): Buffer {
  if (compressed.pieces.length > 1 && nonce.length !== compressed.nonceLength) {
    throw new RangeError(
      `the nonce has ${nonce.length} bytes, the page was compressed for ${compressed.nonceLength}`,
    );
  }
  const nonceBlock = compressed.pieces.length > 1 ? uncompressedMetaBlock(nonce) : Buffer.alloc(0);
  const chunks: Buffer[] = [];
  compressed.pieces.forEach((piece, index) => {
    if (index > 0) chunks.push(nonceBlock);
    chunks.push(piece);
  });
  chunks.push(LAST_EMPTY_META_BLOCK);
  return Buffer.concat(chunks);
}
