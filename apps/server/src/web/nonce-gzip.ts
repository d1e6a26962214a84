import { constants, crc32, createDeflateRaw, gunzipSync, gzipSync } from 'node:zlib';
import { crc32Combine, multiplyModP } from './crc32-combine.ts';

/**
 * Gzip for cached pages whose CSP nonce must differ in every response (decisions 038, 107). The page is compressed
 * once, by one compressor, with a placeholder in place of each nonce: as many bytes as the nonce has, all 0xFF, a byte
 * that never occurs in UTF-8 text. A sync flush before and after each placeholder ends the compressed text on a byte
 * boundary without resetting the history, and the placeholder's own compressed bytes are dropped. A response is then
 * those pieces with the fresh nonce in between as "stored" (uncompressed) deflate blocks of the same length: the
 * decompressor's window holds the nonce where the compressor's held the placeholder, and no back-reference of the
 * text can reach into those bytes, since a match copies bytes equal to the text's and the text has no 0xFF. So the
 * pieces compress as one document (history kept across the ~15 nonces of a page) and the output is exact.
 *
 * A page that does contain the placeholder byte (only possible for bytes that are not UTF-8 text) is compressed as
 * before decision 107: a full flush after each text (history reset), so any nonce length fits.
 */
export type NonceGzip = {
  pieces: Buffer[];
  /** CRC-32 and length of each text between the nonces: the trailer is computed from them, not from the text. */
  crcs: number[];
  lengths: number[];
  /**
   * The length of the placeholder the pieces were compressed around: only a nonce of this length fits between them.
   * Undefined when each piece was compressed on its own (history reset), which fits any nonce.
   */
  nonceLength: number | undefined;
};

/** Never part of UTF-8 text (no UTF-8 sequence uses the bytes 0xF5–0xFF). */
const PLACEHOLDER_BYTE = 0xff;

/**
 * Compresses the texts around the nonces on libuv's thread pool. In flowing mode the compressor hands out a
 * flush's output before it calls the flush back, so each piece is what came out since the previous flush.
 */
export function compressAroundNonces(texts: readonly Buffer[], nonceLength: number): Promise<NonceGzip> {
  const placeholder =
    nonceLength > 0 && texts.every((text) => !text.includes(PLACEHOLDER_BYTE))
      ? Buffer.alloc(nonceLength, PLACEHOLDER_BYTE)
      : undefined;
  return new Promise((resolve, reject) => {
    const deflate = createDeflateRaw({ level: 9, memLevel: 9 });
    const pieces: Buffer[] = [];
    let output: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => output.push(chunk));
    deflate.on('error', reject);
    const flush = (kind: number) =>
      new Promise<Buffer>((flushed) =>
        deflate.flush(kind, () => {
          const piece = Buffer.concat(output);
          output = [];
          flushed(piece);
        }),
      );
    const run = async () => {
      for (const [index, text] of texts.entries()) {
        if (index > 0 && placeholder) {
          deflate.write(placeholder);
          await flush(constants.Z_SYNC_FLUSH); // the placeholder's compressed bytes: dropped
        }
        deflate.write(text);
        pieces.push(await flush(placeholder ? constants.Z_SYNC_FLUSH : constants.Z_FULL_FLUSH));
      }
      deflate.destroy();
      return withTemplate(
        {
          pieces,
          crcs: texts.map((piece) => crc32(piece)),
          lengths: texts.map((piece) => piece.length),
          nonceLength: placeholder?.length,
        },
        nonceLength,
      );
    };
    run().then(resolve, reject);
  });
}

// ID1 ID2, deflate, no flags, no modification time, no extra flags, unknown operating system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// A final stored block holding nothing: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;
const STORED_HEADER = 5;
const TRAILER = 8;

/**
 * A page's gzip file for one nonce length, with the nonces' bytes and the trailer left to fill: a response copies
 * it and writes its nonce at `nonceOffsets` and the CRC and size at the end. The CRC of the whole is affine in the
 * nonce's CRC (zlib's crc32_combine is linear in both CRCs): crcWithoutNonce ⊕ crc32(nonce) × nonceFactor.
 */
type Template = {
  bytes: Buffer;
  nonceOffsets: number[];
  pieceOffsets: number[];
  crcWithoutNonce: number;
  nonceFactor: number;
  size: number;
};

const templates = new WeakMap<NonceGzip, Map<number, Template>>();

function storedBlockHeader(length: number, target: Buffer, offset: number) {
  target[offset] = 0x00; // BFINAL=0, BTYPE=00, padding to the byte boundary
  target.writeUInt16LE(length, offset + 1);
  target.writeUInt16LE(~length & 0xffff, offset + 3);
}

/** Stored blocks of at most 65535 bytes for a nonce of `length` bytes: header and data bytes in all. */
function storedLength(length: number): number {
  return length + STORED_HEADER * Math.max(1, Math.ceil(length / MAX_STORED_BLOCK));
}

function buildTemplate(compressed: NonceGzip, nonceLength: number): Template {
  const nonces = compressed.pieces.length - 1;
  const piecesLength = compressed.pieces.reduce((sum, piece) => sum + piece.length, 0);
  const bytes = Buffer.alloc(
    GZIP_HEADER.length +
      piecesLength +
      nonces * storedLength(nonceLength) +
      FINAL_EMPTY_BLOCK.length +
      TRAILER,
  );
  const nonceOffsets: number[] = [];
  const pieceOffsets: number[] = [];
  let offset = GZIP_HEADER.copy(bytes, 0);
  let crcWithoutNonce = 0;
  let nonceFactor = 0;
  let size = 0;
  compressed.pieces.forEach((piece, index) => {
    if (index > 0) {
      nonceOffsets.push(offset);
      let rest = nonceLength;
      do {
        const chunk = Math.min(rest, MAX_STORED_BLOCK);
        storedBlockHeader(chunk, bytes, offset);
        offset += STORED_HEADER + chunk;
        rest -= chunk;
      } while (rest > 0);
      // The nonce's bytes count towards the CRC with a CRC of 0 here; its own CRC is added per response.
      crcWithoutNonce = crc32Combine(crcWithoutNonce, 0, nonceLength);
      // 0x80000000 is x^0, the unit: the sum of the shifts every copy of the nonce undergoes.
      nonceFactor = crc32Combine(nonceFactor, 0x80000000, nonceLength);
      size += nonceLength;
    }
    pieceOffsets.push(offset);
    offset += piece.copy(bytes, offset);
    const length = compressed.lengths[index] ?? 0;
    crcWithoutNonce = crc32Combine(crcWithoutNonce, compressed.crcs[index] ?? 0, length);
    nonceFactor = crc32Combine(nonceFactor, 0, length);
    size += length;
  });
  FINAL_EMPTY_BLOCK.copy(bytes, offset);
  return { bytes, nonceOffsets, pieceOffsets, crcWithoutNonce, nonceFactor, size };
}

/**
 * The compressed page with the template for its nonce length made at once, and its pieces turned into views of the
 * template's bytes: a cached page holds its compressed bytes once, not twice.
 */
function withTemplate(compressed: NonceGzip, nonceLength: number): NonceGzip {
  const template = buildTemplate(compressed, nonceLength);
  const page: NonceGzip = {
    ...compressed,
    pieces: compressed.pieces.map((piece, index) => {
      const offset = template.pieceOffsets[index] ?? 0;
      return template.bytes.subarray(offset, offset + piece.length);
    }),
  };
  templates.set(page, new Map([[nonceLength, template]]));
  return page;
}

function templateFor(compressed: NonceGzip, nonceLength: number): Template {
  let byLength = templates.get(compressed);
  if (!byLength) {
    byLength = new Map();
    templates.set(compressed, byLength);
  }
  let template = byLength.get(nonceLength);
  if (!template) {
    template = buildTemplate(compressed, nonceLength);
    // A page answers with one nonce length in practice (16 random bytes in base64); a few kept at most.
    if (byLength.size >= 4) byLength.clear();
    byLength.set(nonceLength, template);
  }
  return template;
}

/** The gzip file of texts[0] + nonce + texts[1] + … + nonce + texts[n], from the compressed texts only. */
export function gzipWithNonce(compressed: NonceGzip, nonce: Buffer): Buffer {
  if (compressed.nonceLength !== undefined && nonce.length !== compressed.nonceLength) {
    return gzipWithOtherLength(compressed, nonce);
  }
  const template = templateFor(compressed, nonce.length);
  const gzip = Buffer.allocUnsafe(template.bytes.length);
  template.bytes.copy(gzip);
  for (const start of template.nonceOffsets) {
    let offset = start;
    let from = 0;
    do {
      const end = Math.min(nonce.length, from + MAX_STORED_BLOCK);
      offset += STORED_HEADER;
      offset += nonce.copy(gzip, offset, from, end);
      from = end;
    } while (from < nonce.length);
  }
  const crc = (template.crcWithoutNonce ^ multiplyModP(template.nonceFactor, crc32(nonce))) >>> 0;
  gzip.writeUInt32LE(crc, gzip.length - TRAILER);
  gzip.writeUInt32LE(template.size % 2 ** 32, gzip.length - 4);
  return gzip;
}

/**
 * A nonce of another length than the placeholder's (never in production, where every nonce is 24 characters): the
 * page is decompressed, the texts cut out by their lengths, and compressed again with the nonce between them.
 */
function gzipWithOtherLength(compressed: NonceGzip, nonce: Buffer): Buffer {
  const placeholderLength = compressed.nonceLength ?? 0;
  const html = gunzipSync(gzipWithNonce(compressed, Buffer.alloc(placeholderLength, PLACEHOLDER_BYTE)));
  const parts: Buffer[] = [];
  let from = 0;
  compressed.lengths.forEach((length, index) => {
    if (index > 0) {
      parts.push(nonce);
      from += placeholderLength;
    }
    parts.push(html.subarray(from, from + length));
    from += length;
  });
  return gzipSync(Buffer.concat(parts));
}
