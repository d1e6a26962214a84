import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { favorites } from '../../src/db/schema/favorites.ts';
import { siteSettings } from '../../src/db/schema/site-settings.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { createServices } from '../../src/services.ts';
import { jpegPhoto, uploadApartmentPhoto } from '../api/photo-fixtures.ts';
import {
  bookStay,
  dayFrom,
  injector,
  insertBookableApartment,
  sendReceipt,
  signedInUser,
  type TestContext,
} from '../api/reservation-fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// One signing key on every "machine" of these tests: sessions copied with the database stay valid.
const JWT_SECRET = 'data-tests-signing-key-0123456789abcdef';
export const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** What a populated site holds, to find again in its copy. */
export type SiteFacts = {
  memberToken: string;
  adminToken: string;
  reservationId: string;
  reservation: unknown;
  apartmentId: string;
  photoPath: string;
  variant: Buffer;
};

/** An app on the handle, with its own new DATA_DIR (an empty media cache), as another machine would run it. */
export async function startSite(handle: DatabaseHandle): Promise<TestContext & { close(): Promise<void> }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-data-site-')),
    JWT_SECRET,
  });
  const services = createServices(config, handle);
  const app = await buildApp({ services });
  return { app, services, db: handle.db, close: () => app.close() };
}

/**
 * Migrates and seeds the database, then adds through the API what a season leaves: a member's pending bank-transfer
 * stay with its receipt, an uploaded photo, a favourite, the site settings. The caller closes the handle.
 */
export async function populateSite(handle: DatabaseHandle): Promise<SiteFacts> {
  await migrateDatabase(handle);
  await seedDemo(handle.db);
  const site = await startSite(handle);
  try {
    const inject = injector(site);
    const member = await signedInUser(site);
    const admin = await signedInUser(site, 'admin');
    const apartmentId = (await insertBookableApartment(site.db)).id;
    const stay = await bookStay(site, {
      token: member.token,
      apartmentId,
      checkIn: dayFrom(site, 40),
      checkOut: dayFrom(site, 43),
    });
    const receipt = await sendReceipt(site, { token: member.token, id: stay.id, bytes: RECEIPT });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const photo = await uploadApartmentPhoto(
      site,
      admin.token,
      apartmentId,
      await jpegPhoto({ width: 700, height: 500 }),
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const photoPath = photo.json().path as string;
    const variant = await site.app.inject({ method: 'GET', url: `${photoPath}/480.webp` });
    expect(variant.statusCode).toBe(200);
    await site.db
      .insert(favorites)
      .values({ userId: member.user.id, itemType: 'apartment', itemId: apartmentId });
    await site.db.insert(siteSettings).values({ whatsappNumber: '905321112233' });
    return {
      memberToken: member.token,
      adminToken: admin.token,
      reservationId: stay.id,
      apartmentId,
      reservation: (
        await inject({ method: 'GET', url: `/api/reservations/${stay.id}`, token: member.token })
      ).json(),
      photoPath,
      variant: variant.rawPayload,
    };
  } finally {
    await site.close();
  }
}

/** The copy serves the member's reservation as it was, its receipt, and the photo (made anew from its master). */
export async function expectSameSite(handle: DatabaseHandle, facts: SiteFacts): Promise<void> {
  const site = await startSite(handle);
  try {
    const inject = injector(site);
    const reservation = await inject({
      method: 'GET',
      url: `/api/reservations/${facts.reservationId}`,
      token: facts.memberToken,
    });
    expect(reservation.statusCode, reservation.body).toBe(200);
    expect(reservation.json()).toEqual(facts.reservation);
    const receipt = await inject({
      method: 'GET',
      url: `/api/reservations/${facts.reservationId}/receipt`,
      token: facts.adminToken,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.rawPayload.equals(RECEIPT)).toBe(true);
    const variant = await site.app.inject({ method: 'GET', url: `${facts.photoPath}/480.webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.rawPayload.equals(facts.variant)).toBe(true);
    const favourite = await inject({
      method: 'GET',
      url: `/api/favorites/check/apartments/${facts.apartmentId}`,
      token: facts.memberToken,
    });
    expect(favourite.statusCode, favourite.body).toBe(200);
    expect(favourite.json()).toMatchObject({ isFavorite: true });
  } finally {
    await site.close();
  }
}

/** Runs `npm run db:<command>` as an operator would (the same script), with the environment given. */
export function runDataCommand(args: string[], env: Record<string, string | undefined>) {
  const cleanEnv = { ...process.env, ...env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete cleanEnv[key];
  const run = spawnSync(process.execPath, ['apps/server/src/db/maintenance/data-cli.ts', ...args], {
    cwd: repoRoot,
    env: cleanEnv,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
