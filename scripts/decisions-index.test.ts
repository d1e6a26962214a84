// docs/decisions/README.md lists every decision record, so a new one cannot be left out of the index.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const decisions = path.resolve(import.meta.dirname, '../docs/decisions');

it('the decisions index links every decision record', () => {
  const index = readFileSync(path.join(decisions, 'README.md'), 'utf8');
  const records = readdirSync(decisions).filter(
    (file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'),
  );

  expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
});
