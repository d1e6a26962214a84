import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { crc32Combine } from './crc32-combine.ts';

/**
 * Gzip for cached pages whose CSP nonce must differ in every response (decision 038). The texts between the
 * nonces are compressed once, by one compressor with a full flush after each (byte-aligned, not final, and with
 * the history reset, so no back-reference crosses a gap). A response is then those pieces with the fresh nonce in
 * between as "stored" (uncompressed) deflate blocks, a final empty block and the gzip header and trailer: a memory
 * copy and a CRC instead of compressing 50 KB of HTML again.
 */
export type NonceGzip = {
  pieces: Buffer[];
  /** CRC-32 and length of each text between the nonces: the trailer is computed from them, not from the text. */
  crcs: number[];
  lengths: number[];
};

/**
 * Compresses the texts around the nonces on libuv's thread pool. In flowing mode the compressor hands out a
 * flush's output before it calls the flush back, so each piece is what came out since the previous flush.
 */
export function compressAroundNonces(texts: readonly Buffer[]): Promise<NonceGzip> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflateRaw();
    const pieces: Buffer[] = [];
    let output: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => output.push(chunk));
    deflate.on('error', reject);
    const compress = (index: number) => {
      if (index > 0) {
        pieces.push(Buffer.concat(output));
        output = [];
      }
      const text = texts[index];
      if (text === undefined) {
        deflate.destroy();
        resolve({
          pieces,
          crcs: texts.map((piece) => crc32(piece)),
          lengths: texts.map((piece) => piece.length),
        });
        return;
      }
      deflate.write(text);
      deflate.flush(constants.Z_FULL_FLUSH, () => compress(index + 1));
    };
    compress(0);
  });
}

// ID1 ID2, deflate, no flags, no modification time, no extra flags, unknown operating system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// A final stored block holding nothing: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** Non-final stored deflate blocks carrying `data` as it is; each starts on a byte boundary. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += MAX_STORED_BLOCK) {
    const chunk = data.subarray(offset, offset + MAX_STORED_BLOCK);
    const header = Buffer.alloc(5);
    header[0] = 0x00; // BFINAL=0, BTYPE=00, padding to the byte boundary
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The gzip file of texts[0] + nonce + texts[1] + … + nonce + texts[n], from the compressed texts only. */
export function gzipWithNonce(compressed: NonceGzip, nonce: Buffer): Buffer {
  const nonceBlocks = storedBlocks(nonce);
  const nonceCrc = crc32(nonce);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  compressed.pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(...nonceBlocks);
      crc = crc32Combine(crc, nonceCrc, nonce.length);
      size += nonce.length;
    }
    chunks.push(piece);
    const length = compressed.lengths[index] ?? 0;
    crc = crc32Combine(crc, compressed.crcs[index] ?? 0, length);
    size += length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
