import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { buildTestApp } from '../helpers/app.ts';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import {
  apartmentBooking,
  dayFrom,
  injector,
  insertBookableApartment,
  signedInUser,
  type TestContext,
} from './reservation-fixtures.ts';

const OPERATOR_ACCOUNT = {
  BANK_NAME: 'Ziraat Bankası, Galata Şubesi',
  BANK_ACCOUNT_HOLDER: 'Konak Turizm A.Ş.',
  BANK_IBAN: 'tr33 0006 1005 1978 6457 8413 26',
};

/** The reservation mail's bank account comes from the settings (decision 055); its address names each place once. */
describe('the reservation mail of a bank transfer', () => {
  const clock = new ManualClock('2031-04-01T09:00:00Z');
  const silent = pino({ level: 'silent' });
  let catcher: MailCatcher;
  let contexts: TestContext[] = [];

  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.app.close()));
    await catcher.close();
  });

  /** Books three nights by bank transfer on a site with the given settings and returns the "received" mail. */
  async function createdMail(settings: Record<string, string>, email: string, language: string) {
    const context = await buildTestApp({ SMTP_URL: catcher.url, ...settings });
    contexts = [...contexts, context];
    context.services.clock = clock;
    const apartment = await insertBookableApartment(context.db, {
      address: 'Akarsu Yokuşu No: 12, Cihangir',
      neighborhood: 'cihangir',
      district: 'Beyoğlu',
    });
    const { token } = await signedInUser(context, 'member', { email });
    const response = await injector(context)({
      method: 'POST',
      url: '/api/reservations/create',
      token,
      language,
      payload: apartmentBooking(apartment.id, dayFrom(context, 30), dayFrom(context, 33), {
        email,
        paymentMethod: 'bank_transfer',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    await runAllDueJobs(context.services, { now: clock.now(), log: silent });
    return {
      mail: await catcher.waitForMail({ to: email }),
      reservationNumber: (response.json() as { reservationNumber: string }).reservationNumber,
    };
  }

  it('carries the configured account, IBAN in groups of four, and no demo note', async () => {
    const { mail, reservationNumber } = await createdMail(
      OPERATOR_ACCOUNT,
      'operator-bank@example.com',
      'en',
    );
    expect(mail.text).toContain('Bank: Ziraat Bankası, Galata Şubesi');
    expect(mail.text).toContain('Account holder: Konak Turizm A.Ş.');
    expect(mail.text).toContain('IBAN: TR33 0006 1005 1978 6457 8413 26');
    expect(mail.text).toContain(`Payment reference: ${reservationNumber}`);
    // What to transfer and by when, next to where: the guest need not add up the summary above.
    expect(mail.text).toContain('Amount to transfer: €300.00');
    expect(mail.text).toContain('Deadline: 2 Apr 2031, 12:00 (Istanbul time)');
    expect(mail.html).toContain(
      '<bdi dir="ltr" style="white-space:nowrap">TR33 0006 1005 1978 6457 8413 26</bdi>',
    );
    expect(mail.text).not.toMatch(/example|Örnek/i);
    expect(mail.text).toContain('Address: Akarsu Yokuşu No: 12, Cihangir, Beyoğlu, İstanbul');
    expect(mail.text).not.toMatch(/Cihangir, Cihangir/i);
  });

  it('says plainly that the built-in account is an example', async () => {
    const { mail } = await createdMail({}, 'demo-bank@example.com', 'tr');
    expect(mail.text).toContain('IBAN: TR47 0000 0000 0000 0000 0000 00');
    expect(mail.text).toContain('Bu banka bilgileri örnektir: bu bir demo sitesidir');
  });
});
