// What the deploy test reads after the load: the database (nothing lost, nothing half-written), each process's
// metrics, and the logs (no secret, a request id on every request's line).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { AppProcess } from './apps.ts';

export type Finding = { ok: boolean; what: string; detail?: string };

export async function checkDatabase(
  db: Database,
  { accepted, keys }: { accepted: { key: string; id?: string }[]; keys: string[] },
): Promise<Finding[]> {
  const rows = (
    await db.execute<{ id: string; idempotency_key: string; events: number }>(sql`
      select r.id, r.idempotency_key, (select count(*)::int from reservation_events e where e.reservation_id = r.id) as events
      from reservations r where r.idempotency_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`)
  ).rows;
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
  const lost = accepted.filter((booking) => byKey.get(booking.key)?.id !== booking.id);
  const halfWritten = rows.filter((row) => row.events === 0);
  const acceptedKeys = new Set(accepted.map((booking) => booking.key));
  const unanswered = rows.filter((row) => !acceptedKeys.has(row.idempotency_key));
  return [
    {
      ok: lost.length === 0,
      what: `every accepted booking (${accepted.length}) is stored under its key, with the id the guest was given`,
      detail: lost.length ? `${lost.length} missing` : '',
    },
    {
      ok: halfWritten.length === 0,
      what: 'no reservation without its first event (nothing half-written)',
      detail: halfWritten.map((row) => row.id).join(', '),
    },
    {
      ok: unanswered.length === 0,
      what: 'no reservation exists that its guest was not told about',
      detail: unanswered.map((row) => row.id).join(', '),
    },
  ];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export async function checkMetrics(apps: AppProcess[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  let accepted = 0;
  for (const app of apps) {
    const response = await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`).catch(() => undefined);
    const text = response?.ok ? await response.text() : '';
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1] ?? ''));
    findings.push({
      ok: text.includes('konak_http_request_duration_seconds_bucket') && routes.size > 0,
      what: `metrics of app ${app.port} on its METRICS_PORT ${app.metricsPort}`,
      detail: `${routes.size} route labels`,
    });
    const raw = [...routes].filter((route) => UUID.test(route) || route.includes('?'));
    findings.push({
      ok: raw.length === 0,
      what: `app ${app.port} labels routes by pattern, never by URL`,
      detail: raw.join(' '),
    });
    accepted += Number(/^konak_bookings_accepted_total (\d+)/m.exec(text)?.[1] ?? 0);
  }
  findings.push({
    ok: accepted > 0,
    what: 'the booking counters count',
    detail: `${accepted} accepted since the last starts`,
  });
  return findings;
}

export function checkLogs(
  files: string[],
  { secrets, nginxAccessLog }: { secrets: string[]; nginxAccessLog: string },
): Finding[] {
  const text = files.map((file) => readFileSync(file, 'utf8')).join('');
  const entries = text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const aboutRequests = entries.filter((entry) => 'req' in entry || 'res' in entry);
  const withoutId = aboutRequests.filter((entry) => typeof entry.reqId !== 'string');
  const leaked = secrets.filter((secret) => text.includes(secret));
  const nginxIds = new Set(
    readFileSync(nginxAccessLog, 'utf8')
      .split('\n')
      .map((line) => /" \d{3} ([0-9a-f]{32}) /.exec(line)?.[1])
      .filter((id): id is string => id !== undefined),
  );
  const shared = aboutRequests.filter((entry) => nginxIds.has(String(entry.reqId))).length;
  const drains = entries.filter((entry) => entry.msg === 'shutting down: draining connections').length;
  return [
    {
      ok: leaked.length === 0,
      what: `no session token or password in the app logs (${secrets.length} looked for)`,
      detail: `${leaked.length} found`,
    },
    {
      ok: aboutRequests.length > 100 && withoutId.length === 0,
      what: 'every log line about a request carries its request id',
      detail: `${aboutRequests.length} lines, ${withoutId.length} without`,
    },
    { ok: shared > 100, what: "the app logs requests under nginx's request id", detail: `${shared} lines` },
    { ok: drains >= 3, what: 'each SIGTERM was logged as a drain', detail: `${drains}` },
  ];
}
