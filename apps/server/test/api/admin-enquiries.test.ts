import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { storeOwnerInquiry } from '../../src/modules/owners/inquiries.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { uniqueEmail } from './auth-fixtures.ts';
import { injector, signedInUser } from './reservation-fixtures.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe("back-office owners' enquiries (/api/admin/enquiries)", () => {
  const context = useTestApp();
  const inject = injector(context);
  let staffToken: string;
  let adminToken: string;
  let memberToken: string;
  let older: { id: string };
  let newer: { id: string };

  const store = (name: string, at: string) =>
    storeOwnerInquiry(
      context.db,
      {
        name,
        email: uniqueEmail('owner'),
        phone: '+905321234567',
        district: 'Beşiktaş',
        propertyType: 'apartment',
        bedrooms: 2,
        message: 'Deniz manzaralı, 2019 yapımı bina.\nHaziran’dan itibaren boş.',
        consent: true,
      } as Parameters<typeof storeOwnerInquiry>[1],
      { language: 'tr', now: new Date(at) },
    );
  const setStatus = (id: string, status: unknown, token = staffToken) =>
    inject({ method: 'PUT', url: `/api/admin/enquiries/${id}/status`, payload: { status }, token });
  const auditsOf = (id: string) =>
    context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'owner_inquiry'), eq(auditEvents.subjectId, id)));

  beforeAll(async () => {
    staffToken = (await signedInUser(context, 'staff')).token;
    adminToken = (await signedInUser(context, 'admin')).token;
    memberToken = (await signedInUser(context)).token;
    older = await store('Mehmet Demir', '2031-01-02T08:00:00Z');
    newer = await store('Ayşe Kaya', '2031-01-03T08:00:00Z');
  });

  it('are for operators: 401 without a session, 403 for a member', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/enquiries' },
      { method: 'GET', url: `/api/admin/enquiries/${older.id}` },
      { method: 'PUT', url: `/api/admin/enquiries/${older.id}/status`, payload: { status: 'closed' } },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode, call.url).toBe(401);
      const asMember = await inject({ ...call, token: memberToken });
      expect(asMember.statusCode, call.url).toBe(403);
    }
    expect(await auditsOf(older.id)).toHaveLength(0);
  });

  it('lists the inbox newest first with the count of new ones, and shows one in full', async () => {
    const list = await inject({ method: 'GET', url: '/api/admin/enquiries?pageSize=1', token: staffToken });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, newCount: 2, page: 1, pageSize: 1 });
    expect(list.json().items[0]).toMatchObject({
      id: newer.id,
      name: 'Ayşe Kaya',
      status: 'new',
      district: 'Beşiktaş',
    });
    expect(list.json().items[0]).not.toHaveProperty('message');

    const detail = await inject({
      method: 'GET',
      url: `/api/admin/enquiries/${older.id}`,
      token: adminToken,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      name: 'Mehmet Demir',
      message: 'Deniz manzaralı, 2019 yapımı bina.\nHaziran’dan itibaren boş.',
      language: 'tr',
      status: 'new',
      statusChangedAt: null,
    });
  });

  it('changes the status once for a double click, with an audit entry, and filters by it', async () => {
    const [first, second] = await Promise.all([
      setStatus(older.id, 'answered'),
      setStatus(older.id, 'answered'),
    ]);
    for (const answer of [first, second]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'answered', statusChangedAt: expect.any(String) });
    }
    expect(await auditsOf(older.id)).toEqual([
      expect.objectContaining({
        action: 'owner_inquiry.status',
        before: { status: 'new' },
        after: { status: 'answered' },
      }),
    ]);
    const answered = await inject({
      method: 'GET',
      url: '/api/admin/enquiries?status=answered',
      token: staffToken,
    });
    expect(answered.json()).toMatchObject({ total: 1, newCount: 1 });
    expect(answered.json().items[0].id).toBe(older.id);
    expect((await setStatus(older.id, 'closed', adminToken)).json().status).toBe('closed');
    expect((await auditsOf(older.id)).map((event) => event.after)).toEqual([
      { status: 'answered' },
      { status: 'closed' },
    ]);
  });

  it('refuses unknown enquiries and bad input with translated answers', async () => {
    expect(
      (await inject({ method: 'GET', url: `/api/admin/enquiries/${MISSING}`, token: staffToken })).statusCode,
    ).toBe(404);
    expect((await setStatus(MISSING, 'closed')).statusCode).toBe(404);
    const badStatus = await setStatus(newer.id, 'deleted');
    expect(badStatus.statusCode).toBe(400);
    expect(invalidFields(badStatus)).toEqual(['status']);
    const badId = await inject({
      method: 'GET',
      url: '/api/admin/enquiries/1%27%20or%201=1',
      token: staffToken,
      language: 'tr',
    });
    expect(badId.statusCode).toBe(400);
    const badQuery = await inject({
      method: 'GET',
      url: '/api/admin/enquiries?status=all&page=-1&pageSize=x',
      token: staffToken,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(invalidFields(badQuery)).toEqual(['page', 'pageSize', 'status']);
    const noBody = await inject({
      method: 'PUT',
      url: `/api/admin/enquiries/${newer.id}/status`,
      token: staffToken,
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.statusCode).toBe(400);
    expect(
      (await inject({ method: 'GET', url: `/api/admin/enquiries/${newer.id}`, token: staffToken })).json()
        .status,
    ).toBe('new');
  });
});
