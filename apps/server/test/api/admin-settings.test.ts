import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { effectiveSettings } from '../../src/modules/settings/surface.ts';
import { startSecondInstance, useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { tokenOfNew } from '../helpers/users.ts';
import { randomIp, uniqueEmail } from './auth-fixtures.ts';
import { injector } from './reservation-fixtures.ts';

const UNSET = {
  bankName: null,
  bankAccountHolder: null,
  bankIban: null,
  whatsappNumber: null,
  operatorEmail: null,
  guaranteeFeePercent: null,
  maintenanceEnabled: false,
  maintenanceMessage: null,
};
// A real-shaped Turkish IBAN whose check digits pass (and the same with one digit changed, which must fail).
const IBAN = 'TR330006100519786457841326';
const BAD_IBAN = 'TR330006100519786457841327';

describe('back-office settings (/api/admin/settings)', () => {
  const context = useTestApp({ WHATSAPP_NUMBER: '905320000001', OPERATOR_EMAIL: 'ops@konak.example' });
  const inject = injector(context);
  let adminToken: string;
  let memberToken: string;
  let staffToken: string;
  const save = (payload: object, token = adminToken) =>
    inject({ method: 'PUT', url: '/api/admin/settings', token, payload });

  beforeAll(async () => {
    adminToken = await tokenOfNew(context, 'admin');
    memberToken = await tokenOfNew(context);
    staffToken = await tokenOfNew(context, 'staff');
  });
  afterAll(async () => {
    await save(UNSET);
  });

  it('are for admins: 401 without a session, 403 for a member and for staff', async () => {
    for (const call of [
      { method: 'GET', url: '/api/admin/settings' },
      { method: 'PUT', url: '/api/admin/settings', payload: { ...UNSET, maintenanceEnabled: true } },
    ] as const) {
      expect((await inject(call)).statusCode).toBe(401);
      expect((await inject({ ...call, token: memberToken })).statusCode).toBe(403);
      expect((await inject({ ...call, token: staffToken })).statusCode).toBe(403);
    }
    const read = await inject({ method: 'GET', url: '/api/admin/settings', token: adminToken });
    expect(read.json().values.maintenanceEnabled).toBe(false);
  });

  it('start from the environment and override it once saved', async () => {
    const read = await inject({ method: 'GET', url: '/api/admin/settings', token: adminToken });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      values: UNSET,
      defaults: {
        whatsappNumber: '905320000001',
        operatorEmail: 'ops@konak.example',
        guaranteeFeePercent: 20,
      },
    });
    const saved = await save({
      ...UNSET,
      bankName: '  Ziraat Bankası ',
      bankAccountHolder: 'Konak Turizm',
      bankIban: 'tr33 0006 1005 1978 6457 8413 26',
      whatsappNumber: '+90 532 111 22 33',
      operatorEmail: 'Rezervasyon@Konak.example',
      guaranteeFeePercent: 25,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values).toMatchObject({
      bankName: 'Ziraat Bankası',
      bankIban: IBAN,
      whatsappNumber: '905321112233',
      operatorEmail: 'rezervasyon@konak.example',
      guaranteeFeePercent: 25,
    });
    const effective = await effectiveSettings(context.services);
    expect(effective.site.bankAccount).toEqual({
      bankName: 'Ziraat Bankası',
      holder: 'Konak Turizm',
      iban: IBAN,
      isExample: false,
    });
    expect(effective.whatsappNumber).toBe('905321112233');
    const [audited] = await context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.update'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audited).toMatchObject({
      subjectType: 'settings',
      before: { whatsappNumber: null, guaranteeFeePercent: null },
      after: { whatsappNumber: '905321112233', guaranteeFeePercent: 25, bankIban: IBAN },
    });
    // Saving the same values again records nothing more.
    const count = async () =>
      (await context.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.update'))).length;
    const before = await count();
    await save(saved.json().values);
    expect(await count()).toBe(before);
    expect(effective.operatorEmail).toBe('rezervasyon@konak.example');
    // Back to the defaults with empty values.
    await save({ ...UNSET, bankName: '', bankAccountHolder: '', bankIban: '' });
    expect((await effectiveSettings(context.services)).whatsappNumber).toBe('905320000001');
  });

  it('refuse bad values with 400 and translated field errors', async () => {
    const bad = await save(
      {
        bankName: 'Bank',
        bankAccountHolder: null,
        bankIban: BAD_IBAN,
        whatsappNumber: '12ab',
        operatorEmail: 'not-an-email',
        guaranteeFeePercent: 30,
        maintenanceEnabled: 'yes',
        maintenanceMessage: 'x'.repeat(501),
      },
      adminToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad)).toEqual([
      'bankIban',
      'guaranteeFeePercent',
      'maintenanceEnabled',
      'maintenanceMessage',
      'operatorEmail',
      'whatsappNumber',
    ]);
    const iban = bad.json().errors.find((error: { field: string }) => error.field === 'bankIban');
    expect(iban.message).toMatch(/IBAN/);
    const incomplete = await save({ ...UNSET, bankName: 'Bank' });
    expect(incomplete.statusCode).toBe(400);
    expect(invalidFields(incomplete)).toEqual(['bankAccountHolder', 'bankIban']);
    for (const payload of [
      {},
      null,
      [],
      { ...UNSET, guaranteeFeePercent: 14.5 },
      { ...UNSET, guaranteeFeePercent: 14 },
    ]) {
      const odd = await save(payload as object);
      expect(odd.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('reach another server process on the same database without a restart', async () => {
    const secondInstance = await startSecondInstance(context);
    const { app: second, database: secondHandle } = secondInstance;
    try {
      const secondSettings = () =>
        effectiveSettings({ config: context.services.config, database: secondHandle });
      expect((await secondSettings()).maintenance.enabled).toBe(false);
      await save({ ...UNSET, whatsappNumber: '905329998877' });
      expect((await secondSettings()).whatsappNumber).toBe('905329998877');
      // A write that never passed through any app's code is heard too (the table's trigger).
      await context.db.execute(sql`update site_settings set whatsapp_number = '905320001122'`);
      expect((await secondSettings()).whatsappNumber).toBe('905320001122');
      await save({ ...UNSET, maintenanceEnabled: true });
      const closed = await second.inject({ method: 'GET', url: '/api/tours' });
      expect(closed.statusCode).toBe(503);
      await save(UNSET);
      expect((await second.inject({ method: 'GET', url: '/api/tours' })).statusCode).toBe(200);
    } finally {
      await secondInstance.close();
    }
  });

  describe('maintenance mode', () => {
    beforeAll(async () => {
      const on = await save({ ...UNSET, maintenanceEnabled: true, maintenanceMessage: 'Back at 14:00 <b>' });
      expect(on.statusCode).toBe(200);
    });
    afterAll(async () => {
      await save(UNSET);
    });

    it('answers 503 with Retry-After and a translated message to API calls', async () => {
      for (const [language, text] of [
        ['tr', /bakım/],
        ['en', /maintenance/],
        ['ar', /صيانة/],
        ['ru', /обслуживание/],
      ] as const) {
        const answer = await inject({ method: 'GET', url: '/api/tours', language, token: memberToken });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('300');
        expect(answer.json()).toMatchObject({ code: 'maintenance', maintenanceMessage: 'Back at 14:00 <b>' });
        expect(answer.json().message).toMatch(text);
      }
      const booking = await inject({ method: 'POST', url: '/api/reservations/create', payload: {} });
      expect(booking.statusCode).toBe(503);
    });

    it('lets sign-in, the health check and the back office through', async () => {
      expect((await inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/auth/me', token: adminToken })).statusCode).toBe(200);
      // From an address of its own: a failure from the default 127.0.0.1 would count towards the captcha that
      // every other test's sign-in from there meets (the counters outlive the run in a shared Redis).
      const login = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email: uniqueEmail('nobody'), password: 'whatever-1' },
      });
      expect(login.statusCode).toBe(401);
      expect(
        (await inject({ method: 'GET', url: '/api/admin/settings', token: adminToken })).statusCode,
      ).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/admin/guests', token: adminToken })).statusCode).toBe(
        200,
      );
      // Staff see that maintenance is on (the back office's banner); guests and members may not ask.
      const status = await inject({
        method: 'GET',
        url: '/api/admin/settings/maintenance',
        token: staffToken,
      });
      expect(status.json()).toEqual({ enabled: true, message: 'Back at 14:00 <b>' });
      expect((await inject({ method: 'GET', url: '/api/admin/settings/maintenance' })).statusCode).toBe(401);
      const asMember = await inject({
        method: 'GET',
        url: '/api/admin/settings/maintenance',
        token: memberToken,
      });
      expect(asMember.statusCode).toBe(403);
      const verify = await inject({ method: 'GET', url: '/api/auth/verify-token', token: adminToken });
      expect(verify.statusCode).not.toBe(503);
    });

    it("serves guests' pages as the maintenance page in the page's language, 503 with Retry-After", async () => {
      for (const [url, language, title] of [
        ['/', 'tr', 'Kısa süre içinde geri döneceğiz'],
        ['/en/rentals', 'en', 'We will be back shortly'],
        ['/ar', 'ar', 'سنعود قريبًا'],
        ['/ru/tours?x=1', 'ru', 'Мы скоро вернёмся'],
      ] as const) {
        const page = await context.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(503);
        expect(page.headers['retry-after']).toBe('300');
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain(`<html lang="${language}"`);
        expect(page.body).toContain(title);
        // The operator's note is shown as text, never as markup.
        expect(page.body).toContain('Back at 14:00 &#60;b&#62;');
      }
      expect((await context.app.inject({ method: 'GET', url: '/ar' })).body).toContain('dir="rtl"');
      // An unprefixed page is Turkish whatever the browser prefers, unless the visitor chose a language.
      const browserEnglish = await context.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'en' },
      });
      expect(browserEnglish.body).toContain('<html lang="tr"');
      const chosen = await context.app.inject({
        method: 'GET',
        url: '/rentals',
        headers: { cookie: 'a=1; lang=ru' },
      });
      expect(chosen.body).toContain('<html lang="ru"');
      // The back office and files are not pages for guests.
      for (const url of [
        '/admin',
        '/admin/settings',
        '/en/admin/guests',
        '/assets/entry-abc123.js',
        '/robots.txt',
      ]) {
        expect((await context.app.inject({ method: 'GET', url })).statusCode, url).not.toBe(503);
      }
    });
  });
});
