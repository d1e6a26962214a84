import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./started-modules.ts', import.meta.url));

type Started = { pictureStatus: number; seeded: boolean | 'failed'; sourceFiles: string[] };

async function startWithSeed(seed: 'none' | 'demo'): Promise<Started> {
  const { stdout } = await promisify(execFile)(process.execPath, [probe, seed], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Started;
}

const demoFiles = (started: Started) => started.sourceFiles.filter((file) => file.startsWith('demo/'));

describe('a server started with SEED=none', () => {
  it('loads no file of src/demo and serves no demo picture', async () => {
    const started = await startWithSeed('none');
    expect(started.sourceFiles).toContain('app.ts');
    expect(started.sourceFiles).toContain('modules/media/routes.ts');
    expect(started.seeded).toBe(false);
    expect(started.pictureStatus).toBe(404);
    expect(demoFiles(started)).toEqual([]);
  });

  it('differs from the default, which draws the demo pictures from src/demo on request', async () => {
    const started = await startWithSeed('demo');
    expect(started.pictureStatus).toBe(200);
    expect(demoFiles(started)).toContain('demo/pictures/demo-pictures.ts');
  });
});
