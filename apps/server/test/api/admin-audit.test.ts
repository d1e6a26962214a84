import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/surface.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { injector, signedInUser } from './reservation-fixtures.ts';

const clock = new ManualClock('2031-05-10T09:00:00Z');

describe('GET /api/admin/audit', () => {
  const context = useTestApp({}, { clock });
  const inject = injector(context);
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let staff: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  const reservationId = '6f1d2c8e-58a4-4c55-9b7a-1c2d3e4f5a6b';

  beforeAll(async () => {
    [admin, staff, member] = await Promise.all([
      signedInUser(context, 'admin', { name: 'Ayşe Admin' }),
      signedInUser(context, 'staff', { name: 'Selim Staff' }),
      signedInUser(context, 'member'),
    ]);
    const actorOf = ({ user }: typeof admin) => ({ ...user, preferredLanguage: 'tr' as const });
    await recordAudit(context.db, {
      actor: actorOf(staff),
      action: 'reservation.approve',
      subjectType: 'reservation',
      subjectId: reservationId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
      // 23:30 in Istanbul on 9 May.
      at: new Date('2031-05-09T20:30:00Z'),
    });
    await recordAudit(context.db, {
      actor: actorOf(admin),
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: null,
      before: { whatsappNumber: '905550000000' },
      after: { whatsappNumber: '905551112233' },
      // 00:30 in Istanbul on 10 May.
      at: new Date('2031-05-09T21:30:00Z'),
    });
  });

  it('is for admins only: 401 without a session, 403 for a member and for staff', async () => {
    expect((await inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const { token } of [member, staff]) {
      const answer = await inject({ method: 'GET', url: '/api/admin/audit', token });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('forbidden');
    }
  });

  it('lists who changed what, newest first, with the values before and after', async () => {
    const answer = await inject({ method: 'GET', url: '/api/admin/audit', token: admin.token });
    expect(answer.statusCode).toBe(200);
    const { items, total, page, pageSize } = answer.json();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 25 });
    expect(items.map((event: { action: string }) => event.action)).toEqual([
      'settings.update',
      'reservation.approve',
    ]);
    expect(items[1]).toMatchObject({
      at: '2031-05-09T20:30:00.000Z',
      actor: { id: staff.user.id, name: 'Selim Staff', role: 'staff' },
      subjectType: 'reservation',
      subjectId: reservationId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('filters by record, person, action and Istanbul days', async () => {
    const actions = async (query: string) => {
      const answer = await inject({ method: 'GET', url: `/api/admin/audit?${query}`, token: admin.token });
      expect(answer.statusCode).toBe(200);
      return answer.json().items.map((event: { action: string }) => event.action);
    };
    expect(await actions('subjectType=reservation')).toEqual(['reservation.approve']);
    expect(await actions(`subjectId=${reservationId}`)).toEqual(['reservation.approve']);
    expect(await actions(`actorUserId=${admin.user.id}`)).toEqual(['settings.update']);
    expect(await actions('action=settings.update')).toEqual(['settings.update']);
    expect(await actions('from=2031-05-10')).toEqual(['settings.update']);
    expect(await actions('to=2031-05-09')).toEqual(['reservation.approve']);
    expect(await actions('from=2031-05-11')).toEqual([]);
  });

  it('answers odd filters with 400 and the fields at fault', async () => {
    const answer = await inject({
      method: 'GET',
      url: '/api/admin/audit?subjectType=planet&subjectId=1&from=2031-02-30&action=DROP%20TABLE&pageSize=1000',
      token: admin.token,
    });
    expect(answer.statusCode).toBe(400);
    expect(invalidFields(answer)).toEqual(['action', 'from', 'pageSize', 'subjectId', 'subjectType']);
  });
});
