import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { favorites } from '../../src/db/schema/favorites.ts';
import { sessions } from '../../src/db/schema/sessions.ts';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { insertReservation } from '../db/fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { randomIp } from './auth-fixtures.ts';
import { injector, insertBookableApartment } from './reservation-fixtures.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('back-office guests calls (/api/admin/guests)', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let adminId: string;
  let memberToken: string;
  let staffToken: string;
  let staffId: string;
  let member: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    const admin = await createUser(context.db, { role: 'admin', name: 'Selin Admin' });
    adminId = admin.id;
    adminToken = await signIn(context.services, admin.id);
    const staff = await createUser(context.db, { role: 'staff' });
    staffId = staff.id;
    staffToken = await signIn(context.services, staff.id);
    member = await createUser(context.db, {
      name: 'Zeynep Kayaoğlu',
      email: 'zeynep.kayaoglu@example.com',
      phone: '+905321112233',
    });
    memberToken = await signIn(context.services, member.id);
  });

  it('are for operators: 401 without a session, 403 for a member, 403 for any non-admin on admin-only calls', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/guests' },
      { method: 'GET', url: `/api/admin/guests/${member.id}` },
      { method: 'POST', url: `/api/admin/guests/${member.id}/disable` },
      { method: 'POST', url: `/api/admin/guests/${member.id}/enable` },
      { method: 'PUT', url: `/api/admin/guests/${member.id}/role`, payload: { role: 'admin' } },
      { method: 'GET', url: `/api/admin/guests/${member.id}/export` },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode, call.url).toBe(401);
      const asMember = await inject({ ...call, token: memberToken });
      expect(asMember.statusCode, call.url).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
    }
    for (const call of calls.slice(4)) {
      const asStaff = await inject({ ...call, token: staffToken });
      expect(asStaff.statusCode, call.url).toBe(403);
    }
    // The member is still a member: nothing was applied.
    const [row] = await context.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.role).toBe('member');
  });

  describe('GET /', () => {
    it('lists accounts newest first, paged, and finds them by name, e-mail or phone', async () => {
      const page = await inject({ method: 'GET', url: '/api/admin/guests?pageSize=2', token: adminToken });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ page: 1, pageSize: 2 });
      expect(page.json().items).toHaveLength(2);
      expect(page.json().total).toBeGreaterThanOrEqual(3);
      expect(page.json().items[0].id).toBe(member.id);
      expect(page.json().items[0]).not.toHaveProperty('passwordHash');

      for (const search of ['kayaoğlu', 'ZEYNEP.KAYA', '532111', '0532 111 22 33']) {
        const found = await inject({
          method: 'GET',
          url: `/api/admin/guests?search=${encodeURIComponent(search)}`,
          token: adminToken,
        });
        expect(found.statusCode, search).toBe(200);
        expect(
          found.json().items.map((item: { id: string }) => item.id),
          search,
        ).toEqual([member.id]);
      }
      const wildcard = await inject({
        method: 'GET',
        url: '/api/admin/guests?search=%25',
        token: adminToken,
      });
      expect(wildcard.json().total).toBe(0);
      const admins = await inject({ method: 'GET', url: '/api/admin/guests?role=admin', token: adminToken });
      expect(admins.json().items.every((item: { role: string }) => item.role === 'admin')).toBe(true);
    });

    it('refuses bad paging and filters with 400 and the fields', async () => {
      const bad = await inject({
        method: 'GET',
        url: `/api/admin/guests?page=0&pageSize=1000&role=king&status=x&search=${'a'.repeat(101)}`,
        token: adminToken,
      });
      expect(bad.statusCode).toBe(400);
      expect(invalidFields(bad)).toEqual(['page', 'pageSize', 'role', 'search', 'status']);
    });
  });

  describe('GET /{id}', () => {
    it('shows the profile, the reservations and the membership from what was paid and kept', async () => {
      const apartment = await insertBookableApartment(context.db);
      await insertReservation(context.db, {
        userId: member.id,
        apartmentId: apartment.id,
        checkIn: '2031-05-01',
        checkOut: '2031-05-10',
        status: 'completed',
        paymentStatus: 'paid',
        totalCents: 120_000,
        originalTotalCents: 120_000,
        paidCents: 120_000,
        remainingCents: 0,
      });
      const detail = await inject({
        method: 'GET',
        url: `/api/admin/guests/${member.id}`,
        token: adminToken,
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().guest).toMatchObject({ id: member.id, email: member.email, disabled: false });
      expect(detail.json().membership).toEqual({ tier: 'silver', totalSpent: 1200 });
      expect(detail.json().reservations).toHaveLength(1);
      expect(detail.json().reservations[0]).toMatchObject({
        checkIn: '2031-05-01',
        totalPrice: 1200,
        paid: 1200,
      });
    });

    it('answers 404 for an unknown account and 400 for an id that is no UUID', async () => {
      const missing = await inject({ method: 'GET', url: `/api/admin/guests/${MISSING}`, token: adminToken });
      expect(missing.statusCode).toBe(404);
      const bad = await inject({ method: 'GET', url: '/api/admin/guests/not-an-id', token: adminToken });
      expect(bad.statusCode).toBe(400);
      expect(invalidFields(bad)).toEqual(['id']);
    });
  });

  describe('disable and enable', () => {
    it("ends the member's sessions at once, refuses their sign-in, and is safe to repeat", async () => {
      const password = 'Correct-horse-9';
      const target = await createUser(context.db, {
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
      });
      const token = await signIn(context.services, target.id);
      expect((await inject({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);

      const disabled = await inject({
        method: 'POST',
        url: `/api/admin/guests/${target.id}/disable`,
        token: adminToken,
      });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().guest.disabled).toBe(true);
      // The very next call with the old token is refused.
      expect((await inject({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
      const open = await context.db.select().from(sessions).where(eq(sessions.userId, target.id));
      expect(open.every((session) => session.revokedAt !== null)).toBe(true);

      const again = await inject({
        method: 'POST',
        url: `/api/admin/guests/${target.id}/disable`,
        token: adminToken,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().guest.disabledAt).toBe(disabled.json().guest.disabledAt);

      for (const language of ['tr', 'en']) {
        const login = await inject({
          method: 'POST',
          url: '/api/auth/login',
          language,
          remoteAddress: randomIp(),
          payload: { email: target.email, password },
        });
        expect(login.statusCode).toBe(403);
        expect(login.json().code).toBe('account_disabled');
        expect(login.json().message).toMatch(language === 'tr' ? /devre dışı/ : /disabled/);
      }
      // A token issued anyhow (e.g. a sign-in racing the disable) does not work either.
      const late = await signIn(context.services, target.id);
      expect((await inject({ method: 'GET', url: '/api/auth/me', token: late })).statusCode).toBe(401);

      const enabled = await inject({
        method: 'POST',
        url: `/api/admin/guests/${target.id}/enable`,
        token: adminToken,
      });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().guest).toMatchObject({ disabled: false, disabledAt: null });
      const login = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email: target.email, password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('lets staff disable and enable members but not admins or other staff', async () => {
      const target = await createUser(context.db);
      const byStaff = await inject({
        method: 'POST',
        url: `/api/admin/guests/${target.id}/disable`,
        token: staffToken,
      });
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.json().guest.disabled).toBe(true);
      const back = await inject({
        method: 'POST',
        url: `/api/admin/guests/${target.id}/enable`,
        token: staffToken,
      });
      expect(back.json().guest.disabled).toBe(false);
      const otherStaff = await createUser(context.db, { role: 'staff' });
      for (const id of [adminId, otherStaff.id]) {
        const refused = await inject({
          method: 'POST',
          url: `/api/admin/guests/${id}/disable`,
          token: staffToken,
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('operator_protected');
      }
      // An admin may disable staff.
      const byAdmin = await inject({
        method: 'POST',
        url: `/api/admin/guests/${otherStaff.id}/disable`,
        token: adminToken,
      });
      expect(byAdmin.json().guest.disabled).toBe(true);
      // Staff read the list and pages.
      expect((await inject({ method: 'GET', url: '/api/admin/guests', token: staffToken })).statusCode).toBe(
        200,
      );
      const page = await inject({ method: 'GET', url: `/api/admin/guests/${staffId}`, token: staffToken });
      expect(page.json().guest.role).toBe('staff');
    });

    it('writes every change to the audit trail with before and after, never a password hash', async () => {
      const target = await createUser(context.db, { passwordHash: await hashPassword('Audit-pass-1') });
      await inject({ method: 'POST', url: `/api/admin/guests/${target.id}/disable`, token: adminToken });
      await inject({ method: 'POST', url: `/api/admin/guests/${target.id}/disable`, token: adminToken });
      await inject({
        method: 'PUT',
        url: `/api/admin/guests/${target.id}/role`,
        token: adminToken,
        payload: { role: 'staff' },
      });
      const events = await context.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, target.id))
        .orderBy(auditEvents.createdAt);
      expect(events.map((event) => event.action)).toEqual(['user.disable', 'user.role']);
      expect(events[0]).toMatchObject({
        actorUserId: adminId,
        subjectType: 'user',
        before: { disabledAt: null },
      });
      expect(events[1]).toMatchObject({ before: { role: 'member' }, after: { role: 'staff' } });
      expect(JSON.stringify(events)).not.toMatch(/argon2|passwordHash/);
    });

    it('never applies to your own account', async () => {
      const self = await inject({
        method: 'POST',
        url: `/api/admin/guests/${adminId}/disable`,
        token: adminToken,
      });
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('not_yourself');
      expect((await inject({ method: 'GET', url: '/api/auth/me', token: adminToken })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown account', async () => {
      const missing = await inject({
        method: 'POST',
        url: `/api/admin/guests/${MISSING}/disable`,
        token: adminToken,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('PUT /{id}/role', () => {
    it('changes a role, ends nothing else, and refuses your own role', async () => {
      const target = await createUser(context.db);
      const promoted = await inject({
        method: 'PUT',
        url: `/api/admin/guests/${target.id}/role`,
        token: adminToken,
        payload: { role: 'admin' },
      });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json().guest.role).toBe('admin');
      const demoted = await inject({
        method: 'PUT',
        url: `/api/admin/guests/${target.id}/role`,
        token: adminToken,
        payload: { role: 'member' },
      });
      expect(demoted.json().guest.role).toBe('member');

      const own = await inject({
        method: 'PUT',
        url: `/api/admin/guests/${adminId}/role`,
        token: adminToken,
        payload: { role: 'member' },
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('not_yourself');
    });

    it('refuses an unknown role with 400 naming the field', async () => {
      for (const payload of [{ role: 'owner' }, { role: 'root' }, {}, { role: 7 }]) {
        const bad = await inject({
          method: 'PUT',
          url: `/api/admin/guests/${member.id}/role`,
          token: adminToken,
          payload,
        });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(invalidFields(bad)).toEqual(['role']);
      }
    });

    it('leaves at least one admin when two admins demote each other at once', async () => {
      // Every other admin (the demo's included) steps down first, so these two are the last.
      const first = await createUser(context.db, { role: 'admin' });
      const second = await createUser(context.db, { role: 'admin' });
      await context.db.update(users).set({ role: 'member' }).where(eq(users.role, 'admin'));
      await context.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
      await context.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.id));
      const [firstToken, secondToken] = await Promise.all([
        signIn(context.services, first.id),
        signIn(context.services, second.id),
      ]);
      const answers = await Promise.all([
        inject({
          method: 'PUT',
          url: `/api/admin/guests/${second.id}/role`,
          token: firstToken,
          payload: { role: 'member' },
        }),
        inject({
          method: 'PUT',
          url: `/api/admin/guests/${first.id}/role`,
          token: secondToken,
          payload: { role: 'member' },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      const admins = await context.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      // Put the test file's admin back for the tests that follow.
      await context.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    });
  });

  describe('GET /{id}/export', () => {
    it('downloads everything held about the member as JSON, without secrets', async () => {
      const target = await createUser(context.db, { passwordHash: await hashPassword('Secret-pass-1') });
      await signIn(context.services, target.id);
      const apartment = await insertBookableApartment(context.db);
      await insertReservation(context.db, {
        userId: target.id,
        apartmentId: apartment.id,
        checkIn: '2031-06-01',
        checkOut: '2031-06-03',
      });
      await context.db
        .insert(favorites)
        .values({ userId: target.id, itemType: 'apartment', itemId: apartment.id });
      const exported = await inject({
        method: 'GET',
        url: `/api/admin/guests/${target.id}/export`,
        token: adminToken,
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        /^attachment; filename="konak-member-.*\.json"$/,
      );
      const body = exported.json();
      expect(body.profile).toMatchObject({ id: target.id, email: target.email, hasPassword: true });
      expect(body.reservations).toHaveLength(1);
      expect(body.favorites).toHaveLength(1);
      expect(body.sessions).toHaveLength(1);
      const text = exported.body;
      expect(text).not.toMatch(/passwordHash|password_hash|codeHash|storageKey|\$argon2/);
      const [session] = await context.db.select().from(sessions).where(eq(sessions.userId, target.id));
      expect(text).not.toContain(session?.id);
    });

    it('answers 404 for an unknown account', async () => {
      const missing = await inject({
        method: 'GET',
        url: `/api/admin/guests/${MISSING}/export`,
        token: adminToken,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
