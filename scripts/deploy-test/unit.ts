// systemd is not running in a container, but systemd-analyze can still read the shipped unit as systemd would.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../bench/load/servers.ts';

/** [ok, what, detail] for check(): the unit as instance 1, pointed at this checkout (its ExecStart must exist). */
export function verifyUnit(folder: string): [boolean, string, string] {
  const what = 'deploy/systemd/konak@.service passes systemd-analyze verify';
  if (spawnSync('systemd-analyze', ['--version']).status !== 0)
    return [true, what, 'skipped: no systemd-analyze'];
  const unit = readFileSync(path.join(repoRoot, 'deploy/systemd/konak@.service'), 'utf8').replaceAll(
    '/srv/konak/current',
    repoRoot,
  );
  const file = path.join(folder, 'konak@1.service');
  writeFileSync(file, unit);
  const verified = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  const said = `${verified.stdout}${verified.stderr}`.trim();
  return [verified.status === 0 && said === '', what, said];
}
