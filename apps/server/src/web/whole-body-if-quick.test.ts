import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { wholeBodyIfQuick } from './whole-body-if-quick.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A body written in pieces, each after its own delay (ms), then ended or failed. */
function bodyOf(pieces: [delay: number, text: string][], failure?: Error): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [delay, text] of pieces) {
        await sleep(delay);
        controller.enqueue(bytes(text));
      }
      if (failure) controller.error(failure);
      else controller.close();
    },
  });
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('wholeBodyIfQuick', () => {
  it('gives a body that ends within the wait as one buffer', async () => {
    const body = await wholeBodyIfQuick(
      bodyOf([
        [0, '<!DOCTYPE html><html>'],
        [1, '<body>shell'],
        [2, ' and the rest</body></html>'],
      ]),
      200,
    );
    expect('whole' in body && body.whole.toString()).toBe(
      '<!DOCTYPE html><html><body>shell and the rest</body></html>',
    );
  });

  it('streams a slow body on from where it was, nothing lost or repeated', async () => {
    const started = performance.now();
    const body = await wholeBodyIfQuick(
      bodyOf([
        [0, 'shell|'],
        [1, 'second|'],
        [150, 'late part|'],
        [5, 'end'],
      ]),
      30,
    );
    // The shell went on after the wait, not after the slow part.
    expect(performance.now() - started).toBeLessThan(140);
    expect('stream' in body).toBe(true);
    if ('stream' in body) expect(await textOf(body.stream)).toBe('shell|second|late part|end');
  });

  it('fails the stream as the render failed', async () => {
    const body = await wholeBodyIfQuick(bodyOf([[0, 'shell']], new Error('render broke')), 200);
    expect('stream' in body).toBe(true);
    if ('stream' in body) await expect(textOf(body.stream)).rejects.toThrow('render broke');
  });
});
