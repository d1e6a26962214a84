import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RECEIPT_MAX_BYTES } from '@konak/domain/reservations/payment-receipt';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/stored-files.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { outboxDirectory } from '../../src/mail/create-mailer.ts';
import { useTestApp } from '../helpers/app.ts';
import { mailAttachments } from '../helpers/mail-attachments.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { parseMail } from '../helpers/parse-mail.ts';
import {
  bookStay,
  dayFrom,
  injector,
  insertBookableApartment,
  type Person,
  twoMembersAndAnAdmin,
  updateAsAdmin,
} from './reservation-fixtures.ts';

const OPERATOR = 'payments-desk@konak.test';
// Today: sessions are issued on the real clock, and the clean-up job would drop them as expired in another year.
const clock = new ManualClock(new Date().toISOString());
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('bank-transfer receipts', () => {
  let alice: Person;
  let bob: Person;
  let admin: Person;
  let apartmentId: string;
  let nextCheckIn = 10;

  const book = async (who: Person, extra: object = {}) => {
    const checkIn = dayFrom(context, nextCheckIn);
    nextCheckIn += 3;
    const checkOut = dayFrom(context, nextCheckIn - 1);
    return bookStay(context, { token: who.token, apartmentId, checkIn, checkOut }, extra);
  };
  const upload = (
    who: Person,
    id: string,
    bytes: Buffer,
    { fileName = 'dekont.pdf', type = 'application/octet-stream', language = 'en' } = {},
  ) =>
    inject({
      method: 'PUT',
      url: `/api/reservations/${id}/receipt?fileName=${encodeURIComponent(fileName)}`,
      token: who.token,
      language,
      headers: { 'content-type': type },
      payload: bytes,
    });
  const download = (who: Person, id: string) =>
    inject({ method: 'GET', url: `/api/reservations/${id}/receipt`, token: who.token });
  const operatorMails = async () => {
    const directory = outboxDirectory(context.services.config);
    const files = await readdir(directory).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((file) => readFile(path.join(directory, file), 'utf8')));
    return mails.filter((raw) => raw.includes('X-Konak-Template: payment-receipt'));
  };

  const context = useTestApp({ OPERATOR_EMAIL: OPERATOR }, { clock });
  const inject = injector(context);
  beforeAll(async () => {
    ({ alice, bob, admin } = await twoMembersAndAnAdmin(context));
    apartmentId = (await insertBookableApartment(context.db)).id;
  });

  it('keeps a PDF, shows it on the reservation, mails it to the operator in Turkish', async () => {
    const reservation = await book(alice);
    const response = await upload(alice, reservation.id, PDF, { fileName: 'Dekont Mart.pdf' });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.status).toBe('pending');
    expect(view.paymentStatus).toBe('pending');
    expect(view.receipt).toEqual({
      fileName: 'Dekont Mart.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedAt: clock.now().toISOString(),
    });
    const listed = await inject({
      method: 'GET',
      url: '/api/reservations/my-reservations',
      token: alice.token,
    });
    expect(
      listed.json().items.find((item: { id: string }) => item.id === reservation.id).receipt.fileName,
    ).toBe('Dekont Mart.pdf');

    await runAllDueJobs(context.services, { now: clock.now() });
    const [mail, ...others] = (await operatorMails()).filter((raw) =>
      raw.includes(reservation.reservationNumber),
    );
    expect(others).toHaveLength(0);
    expect(mail).toContain(`To: ${OPERATOR}`);
    expect(parseMail(mail ?? '').subject).toBe(`Havale dekontu geldi: ${reservation.reservationNumber}`);
    const [attachment] = mailAttachments(mail ?? '');
    expect(attachment?.filename).toBe('Dekont Mart.pdf');
    expect(attachment?.contentType).toContain('application/pdf');
    expect(attachment?.content.replace(/\r\n/g, '\n')).toBe(PDF.toString());
  });

  it('the same file twice (a double click) changes nothing; another file replaces it and notifies again', async () => {
    const reservation = await book(alice);
    expect((await upload(alice, reservation.id, PDF)).statusCode).toBe(200);
    const first = (await upload(alice, reservation.id, PDF)).json();
    clock.advance(60_000);
    const again = await upload(alice, reservation.id, PDF);
    expect(again.json().receipt.uploadedAt).toBe(first.receipt.uploadedAt);

    const replaced = await upload(alice, reservation.id, PNG, { fileName: 'photo.png', type: 'image/png' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().receipt).toMatchObject({ fileName: 'photo.png', contentType: 'image/png' });
    const file = await download(alice, reservation.id);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Only the current file is kept, in the database (decision 101).
    const kept = await context.db
      .select({ key: storedFiles.key, sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(like(storedFiles.key, `receipts/${reservation.id}/%`));
    expect(kept).toEqual([
      { key: expect.stringMatching(/\.png$/), sha256: createHash('sha256').update(PNG).digest('hex') },
    ]);

    await runAllDueJobs(context.services, { now: clock.now() });
    const mails = (await operatorMails()).filter((raw) => raw.includes(reservation.reservationNumber));
    // The PDF's notice had not left when the photo replaced it: the operator gets the photo, once.
    expect(mails.map((raw) => mailAttachments(raw)[0]?.filename)).toEqual(['photo.png']);
  });

  it('refuses other content disguised with a .pdf name (415, translated)', async () => {
    const reservation = await book(alice);
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    const response = await upload(alice, reservation.id, html, {
      fileName: 'dekont.pdf',
      type: 'application/pdf',
      language: 'tr',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'receipt_type_refused',
      message:
        'Bu dosya PDF, JPEG, PNG, WebP veya HEIC değil. Lütfen dekontu bu biçimlerden birinde gönderin.',
    });
    expect((await download(alice, reservation.id)).statusCode).toBe(404);
  });

  it('refuses an empty body (400) and a file over 10 MB (413) with their own messages', async () => {
    const reservation = await book(alice);
    const empty = await upload(alice, reservation.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('receipt_empty');
    const big = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES)]);
    const tooLarge = await upload(alice, reservation.id, big, { language: 'ru' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'receipt_too_large' });
    expect(tooLarge.json().message).toContain('10 МБ');
  });

  it('another member’s reservation does not exist for them (404), for upload and download', async () => {
    const reservation = await book(alice);
    expect((await upload(alice, reservation.id, PDF)).statusCode).toBe(200);
    const upload404 = await upload(bob, reservation.id, PDF);
    expect(upload404.statusCode).toBe(404);
    expect(upload404.json().code).toBe('reservation_not_found');
    expect((await download(bob, reservation.id)).statusCode).toBe(404);
    const guest = await inject({ method: 'GET', url: `/api/reservations/${reservation.id}/receipt` });
    expect(guest.statusCode).toBe(401);
  });

  it('a cancelled, a paid or a pay-at-door reservation takes no receipt (409)', async () => {
    const cancelled = await book(alice);
    const withdrawn = await inject({
      method: 'DELETE',
      url: `/api/reservations/${cancelled.id}`,
      token: admin.token,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const refused = await upload(alice, cancelled.id, PDF, { language: 'ar' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'receipt_not_expected' });
    expect(refused.json().message).toContain('تحويل بنكي');

    const paid = await book(alice);
    await updateAsAdmin(context, admin.token, paid.id, { paidAmount: paid.remainingAmount });
    expect((await upload(alice, paid.id, PDF)).statusCode).toBe(409);

    const atDoor = await book(alice, { paymentMethod: 'pay_at_door' });
    expect((await upload(alice, atDoor.id, PDF)).statusCode).toBe(409);
  });

  it('an admin downloads any receipt, byte for byte, as an attachment', async () => {
    const reservation = await book(alice);
    expect((await upload(alice, reservation.id, PDF, { fileName: 'makbuz "ş".pdf' })).statusCode).toBe(200);
    const file = await download(admin, reservation.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="makbuz ___.pdf"; filename*=UTF-8''${encodeURIComponent('makbuz "ş".pdf')}`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await download(alice, reservation.id)).statusCode).toBe(200);
  });

  it('counts uploads per member, refused ones too, and answers 429 past 20 in 10 minutes', async () => {
    const { alice: carol } = await twoMembersAndAnAdmin(context);
    const nowhere = '00000000-0000-4000-8000-000000000000';
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await upload(carol, nowhere, PDF)).statusCode).toBe(404);
    }
    const limited = await upload(carol, nowhere, PDF);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // Another member is not held back by Carol's attempts.
    expect((await upload(bob, nowhere, PDF)).statusCode).toBe(404);
  });
});
