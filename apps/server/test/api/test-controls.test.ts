import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { testControlsEnabled } from '../../src/modules/test-controls/routes.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { HOUR_MS, ManualClock } from '../helpers/manual-clock.ts';
import { signIn } from '../helpers/users.ts';
import {
  bookStay,
  injector,
  insertBookableApartment,
  reservationRow,
  signedInUser,
} from './reservation-fixtures.ts';

const clock = new ManualClock('2031-09-01T09:00:00Z');

describe('test controls (decision 069)', () => {
  const context = useTestApp({}, { clock });
  const inject = injector(context);

  it('are on only in tests or with E2E_TEST_CONTROLS=1', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(testControlsEnabled(loadConfig(production))).toBe(false);
    expect(testControlsEnabled(loadConfig({ ...production, E2E_TEST_CONTROLS: '1' }))).toBe(true);
    expect(testControlsEnabled(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(() => loadConfig({ E2E_TEST_CONTROLS: 'yes' })).toThrow(/E2E_TEST_CONTROLS/);
  });

  it('run the 24-hour sweep at a later instant for the named reservations only, as an admin', async () => {
    const member = await signedInUser(context);
    const admin = await signedInUser(context, 'admin');
    const apartmentId = (await insertBookableApartment(context.db)).id;
    const token = () => signIn(context.services, member.user.id);
    const mine = await bookStay(context, {
      token: await token(),
      apartmentId,
      checkIn: '2031-10-01',
      checkOut: '2031-10-03',
    });
    const other = await bookStay(context, {
      token: await token(),
      apartmentId,
      checkIn: '2031-10-05',
      checkOut: '2031-10-06',
    });
    const url = '/api/test-controls/expire-unpaid-bank-transfers';
    const later = new Date(clock.now().getTime() + 25 * HOUR_MS).toISOString();
    const payload = { at: later, reservationIds: [mine.id] };

    expect((await inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url, payload, token: await token() })).statusCode).toBe(403);
    const staff = await signedInUser(context, 'staff');
    expect((await inject({ method: 'POST', url, payload, token: staff.token })).statusCode).toBe(403);
    const bad = await inject({
      method: 'POST',
      url,
      payload: { at: 'tomorrow', reservationIds: [] },
      token: admin.token,
    });
    expect(invalidFields(bad)).toEqual(['at', 'reservationIds']);

    const early = await inject({
      method: 'POST',
      url,
      payload: { ...payload, at: new Date(clock.now().getTime() + 23 * HOUR_MS).toISOString() },
      token: admin.token,
    });
    expect(early.json()).toEqual({ cancelled: 0 });
    const swept = await inject({ method: 'POST', url, payload, token: admin.token });
    expect(swept.json()).toEqual({ cancelled: 1 });
    expect((await reservationRow(context.db, mine.id)).status).toBe('cancelled');
    expect((await reservationRow(context.db, other.id)).status).toBe('pending');
  });
});
