import { describe, expect, it } from 'vitest';
import { FlushBatchingStream } from './flush-batching-stream';

function chunksOf(stream: FlushBatchingStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe('FlushBatchingStream', () => {
  it('hands on the writes of one flush as one chunk, in order, at the flush', async () => {
    const stream = new FlushBatchingStream();
    const chunks = chunksOf(stream);
    stream.write(new TextEncoder().encode('<html><body>'));
    stream.write('<main>Merhaba</main>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks.map(String)).toEqual(['<html><body><main>Merhaba</main>']);
  });

  it('hands on what is left at the end and tells its owner once', async () => {
    let ended = 0;
    const stream = new FlushBatchingStream(() => {
      ended += 1;
    });
    const chunks = chunksOf(stream);
    stream.write('<p>one</p>');
    stream.flush();
    stream.flush();
    stream.write('<p>two</p>');
    stream.end('</body></html>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(chunks.map(String)).toEqual(['<p>one</p>', '<p>two</p></body></html>']);
    expect(ended).toBe(1);
  });
});
