import { randomUUID } from 'node:crypto';
import { DELETE_ACCOUNT_PHRASES } from '@konak/domain/auth/auth-limits';
import { RECEIPT_MAX_BYTES } from '@konak/domain/reservations/payment-receipt';
import { eq } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import routeConfig from '../../../web/app/routes.ts';
import type { Database } from '../../src/db/client.ts';
import { legalDocuments } from '../../src/db/schema/legal.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildTestApp } from '../helpers/app.ts';
import { bearer, signIn } from '../helpers/users.ts';
import { buildTestSite } from '../web/seo-fixtures.ts';
import { createMemberWithPassword, randomIp, TEST_PASSWORD, uniqueEmail } from './auth-fixtures.ts';
import { type Session, sendAndCheck } from './hostile-answers.ts';
import {
  type HostileRequest,
  hostilePagePaths,
  hostilePageQueries,
  hostileRequests,
  type RecordedRoute,
  type RouteBaseline,
} from './hostile-requests.ts';
import {
  apartmentBooking,
  dayFrom,
  insertBookableApartment,
  insertTour,
  type TestContext,
} from './reservation-fixtures.ts';

/**
 * Every route the app registers is asked with odd data (bad path parameters, query strings, bodies, headers) as a
 * guest, a member and an admin: no answer may be a 5xx, and API errors are translated JSON (spec: "5xx never for
 * client input"). The routes are not listed by hand: Fastify's onRoute hook, installed the moment an app is created,
 * records each one with its schema, so a new route is tested as soon as it exists.
 */
type LogLine = { level: number; msg?: string; err?: { message?: string } };
const recorder = vi.hoisted(() => ({ routes: new Map<object, RecordedRoute[]>(), logs: [] as LogLine[] }));

vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const fastify = (options: FastifyServerOptions = {}) => {
    const logger = typeof options.logger === 'object' ? options.logger : {};
    // Warnings and errors are kept: an unexpected one fails the test even when the answer looked fine.
    const stream = { write: (line: string) => recorder.logs.push(JSON.parse(line)) };
    const app = original.fastify({ ...options, logger: { ...logger, level: 'warn', stream } });
    const routes: RecordedRoute[] = [];
    recorder.routes.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema });
    });
    return app;
  };
  return { ...original, default: fastify, fastify };
});

/**
 * Log lines hostile input may cause on purpose: a Google sign-in that fails (here the issuer is down), and an
 * account whose password is tried many times (the sweep sends many wrong logins for the same odd e-mails).
 */
const EXPECTED_LOGS = new Set([
  'Google sign-in failed',
  'Google sign-in: issuer discovery failed',
  'login: many failures of one account from many addresses; captcha required everywhere',
]);
const unexpectedLogs = () =>
  recorder.logs
    .filter((line) => !EXPECTED_LOGS.has(line.msg ?? ''))
    .map((line) => `${line.msg}: ${line.err?.message?.slice(0, 300) ?? ''}`);

// Each test answers for the log lines of its own requests.
beforeEach(() => {
  recorder.logs.length = 0;
});

type Identity = 'guest' | 'member' | 'admin';

describe('hostile input to the API', () => {
  let context: TestContext;
  let routes: RecordedRoute[];
  let baseline: RouteBaseline;
  let today: string;
  let users: Record<Exclude<Identity, 'guest'>, string>;
  let reservationId: string;
  /** An apartment of the NUL-character checks' own, whose nights no battery books. */
  let spareApartmentId: string;
  let spareStays = 0;

  beforeAll(async () => {
    context = await buildTestApp({
      // Google sign-in switched on (with an issuer nobody answers at) so its routes run their code too.
      GOOGLE_ISSUER: 'http://127.0.0.1:59999/',
      GOOGLE_CLIENT_ID: 'hostile-input-test',
      GOOGLE_CLIENT_SECRET: 'hostile-input-test',
    });
    await context.app.ready();
    // HEAD runs the GET handler with the same schema; the batteries ask each handler once.
    routes = (recorder.routes.get(context.app) ?? []).filter((route) => route.method !== 'HEAD');
    today = dayFrom(context, 0);

    const { db } = context;
    const apartment = await insertBookableApartment(db);
    spareApartmentId = (await insertBookableApartment(db)).id;
    const tour = await insertTour(db);
    // Users with a password, so password changes and account deletion get past "no password to check".
    const member = (await createMemberWithPassword(db)).user;
    const admin = await userWithRole(db, 'admin');
    users = { member: member.id, admin: admin.id };
    const booked = await context.app.inject({
      method: 'POST',
      url: '/api/reservations/create',
      headers: bearer(await signIn(context.services, member.id)),
      payload: apartmentBooking(apartment.id, dayFrom(context, 60), dayFrom(context, 63)),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    reservationId = booked.json().id;
    const legalDocumentId = await anyLegalDocumentId(db);

    const fields: Record<string, unknown> = {
      apartmentId: apartment.id,
      tourId: tour.id,
      reservationId,
      phone: '+90 532 123 45 67',
      name: 'Ayşe Yılmaz',
      password: TEST_PASSWORD,
      currentPassword: TEST_PASSWORD,
      newPassword: 'Yeni-Sifre-2027!',
      confirmation: DELETE_ACCOUNT_PHRASES.en,
      checkIn: dayFrom(context, 30),
      checkOut: dayFrom(context, 33),
      startDate: dayFrom(context, 30),
      endDate: dayFrom(context, 37),
      date: dayFrom(context, 30),
      from: dayFrom(context, -30),
      to: dayFrom(context, 30),
      adults: 2,
      price: 120,
      isClosed: false,
      query: 'galata',
      search: 'ayse',
      text: 'A lovely, clean flat near Galata Tower.',
      message: 'Merhaba',
      country: 'TR',
      returnTo: '/en',
      items: [{ type: 'apartments', id: apartment.id }],
    };
    let stays = 0;
    baseline = {
      param(route, name) {
        if (name === 'slug') return apartment.slugs.en;
        if (name === 'category') return 'studio';
        if (name === 'type') return route.url.includes('/legal/') ? 'kvkk' : 'apartments';
        if (name === '*') {
          if (route.url.startsWith('/media/')) return 'apartments/no-such/living/640.avif';
          if (route.url.startsWith('/api/docs/')) return 'static/index.html';
          return 'no-such-route';
        }
        if (route.url.includes('/tours/')) return tour.id;
        if (route.url.includes('/legal/')) return legalDocumentId;
        if (route.url.includes('/reviews/')) return randomUUID();
        if (route.url.includes('/reservations/') && !route.url.includes('/public/')) return reservationId;
        return apartment.id;
      },
      field(route, name) {
        // Without `lang` in the query the answer speaks the Accept-Language the harness rotates through.
        if (name === 'lang') return undefined;
        if (name === 'email') return route.url.endsWith('/login') ? member.email : uniqueEmail('hostile');
        return fields[name];
      },
      vary(route, body) {
        if (!route.url.endsWith('/reservations/create')) return body;
        // Each booking its own three nights, so one that goes through does not turn the rest into "dates taken".
        stays += 1;
        return {
          ...body,
          checkIn: dayFrom(context, 100 + 3 * stays),
          checkOut: dayFrom(context, 102 + 3 * stays),
        };
      },
    };
  }, 60_000);
  afterAll(() => context?.app.close());

  it('finds every route, the hidden ones and those of the OpenAPI document', async () => {
    // A prefixed plugin's '/' route is reported without its trailing slash.
    const withoutSlash = (url: string) => url.replace(/(.)\/$/, '$1');
    const recorded = new Set(routes.map((route) => `${route.method} ${withoutSlash(route.url)}`));
    const documented = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, operations] of Object.entries<Record<string, unknown>>(documented.paths)) {
      for (const method of Object.keys(operations)) {
        expect(recorded).toContain(
          `${method.toUpperCase()} ${withoutSlash(path.replace(/\{(\w+)\}/g, ':$1'))}`,
        );
      }
    }
    for (const hidden of [
      'GET /api/openapi.json',
      'GET /api/auth/google/callback',
      'GET /media/*',
      'GET /sitemap.xml',
    ]) {
      expect(recorded).toContain(hidden);
    }
  });

  for (const identity of ['guest', 'member', 'admin'] as const) {
    it(`never answers 5xx to odd input, as ${identity === 'admin' ? 'an' : 'a'} ${identity}`, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        failures.push(
          ...(await sendAndCheck(context.app, hostileRequests(route, baseline, { today }), {
            name: `${route.method} ${route.url}`,
            api: route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
            session: identity === 'guest' ? undefined : await sessionFor(identity, route),
          })),
        );
      }
      // The server's own log lines say why a request failed.
      expect(failures, [...failures, ...unexpectedLogs()].join('\n')).toEqual([]);
      expect(unexpectedLogs(), unexpectedLogs().join('\n')).toEqual([]);
    }, 240_000); // every route × dozens of requests: the battery grows with the API
  }

  // Found by the batteries above: text with U+0000 reached PostgreSQL, which cannot store it, and failed there.
  it.each([
    ['guest', 'GET', '/api/apartments/search?query=Gal%00ata', 'query', undefined],
    ['guest', 'POST', '/api/owners/inquiries', 'name', { name: 'Ay\u0000şe' }],
    ['guest', 'POST', '/api/owners/inquiries', 'message', { message: 'Merhaba\u0000' }],
    ['guest', 'POST', '/api/auth/register', 'name', { name: 'Ay\u0000şe' }],
    ['member', 'PUT', '/api/auth/update-profile', 'name', { name: 'Ay\u0000şe' }],
    ['admin', 'GET', '/api/reservations/all?search=ay%00se', 'search', undefined],
    ['admin', 'PUT', '/api/reservations/:id', 'note', { paidAmount: 10, note: 'paid\u0000' }],
    ['admin', 'PUT', '/api/reservations/:id', 'name', { name: 'Ay\u0000şe' }],
    ['admin', 'POST', '/api/legal/documents', 'title', { title: 'KVKK\u0000' }],
    ['admin', 'POST', '/api/legal/documents', 'content', { content: '<p>\u0000</p>' }],
  ] as const)(
    'refuses a NUL character sent as %s: %s %s (%s)',
    async (identity, method, url, field, change) => {
      const valid: Record<string, Record<string, unknown>> = {
        '/api/owners/inquiries': {
          name: 'Ayşe Yılmaz',
          email: uniqueEmail('owner'),
          phone: '+90 532 123 45 67',
          district: 'Beyoğlu',
          propertyType: 'apartment',
          bedrooms: 2,
          consent: true,
        },
        '/api/auth/register': {
          name: 'Ayşe Yılmaz',
          email: uniqueEmail('register'),
          password: TEST_PASSWORD,
          phone: '+90 532 123 45 67',
        },
        '/api/legal/documents': { type: 'kvkk', language: 'tr', title: 'KVKK', content: '<p>Metin</p>' },
      };
      const session = identity === 'guest' ? undefined : await sessionFor(identity, { method, url });
      const response = await context.app.inject({
        method,
        // The batteries above may have cancelled or deleted the shared reservation: this one is new.
        url: url.includes(':id') ? url.replace(':id', await newReservation()) : url,
        headers: {
          'accept-language': 'en',
          'x-forwarded-for': randomIp(),
          ...(session ? { authorization: session.header } : {}),
        },
        ...(change ? { payload: { ...valid[url], ...change } } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ field, message: 'This text contains a character that is not allowed.' }],
      });
    },
  );

  it('answers bodies over the 1 MiB limit with a translated 413 on every route that takes one', async () => {
    const oversize = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) });
    // A receipt is a file of up to 10 MB (decision 057): past its own limit it says so in its own words.
    const ownLimits: Record<string, { payload: string; code: string }> = {
      'PUT /api/reservations/:id/receipt': {
        payload: 'x'.repeat(RECEIPT_MAX_BYTES + 1),
        code: 'receipt_too_large',
      },
    };
    const failures: string[] = [];
    // An admin, whom no route turns away before reading the body, and a new one: the batteries used up the limits.
    const admin = await userWithRole(context.db, 'admin');
    for (const route of routes.filter(({ method }) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))) {
      const authorization = `Bearer ${await signIn(context.services, admin.id)}`;
      const limit = ownLimits[`${route.method} ${route.url}`] ?? {
        payload: oversize,
        code: 'payload_too_large',
      };
      const response = await context.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, randomUUID()).replace('*', 'x'),
        headers: {
          'content-type': 'application/json',
          'accept-language': 'ru',
          'x-forwarded-for': randomIp(),
          authorization,
        },
        payload: limit.payload,
      });
      const body = response.headers['content-type']?.toString().includes('json') ? response.json() : {};
      if (response.statusCode !== 413 || body.code !== limit.code || !/[а-я]/i.test(body.message)) {
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  /** A new member's pending booking of the spare apartment. */
  async function newReservation(): Promise<string> {
    spareStays += 1;
    const booked = await context.app.inject({
      method: 'POST',
      url: '/api/reservations/create',
      // A member of its own: the batteries have used up the shared member's booking limit.
      headers: bearer(await signIn(context.services, (await userWithRole(context.db, 'member')).id)),
      payload: apartmentBooking(
        spareApartmentId,
        dayFrom(context, 30 + 3 * spareStays),
        dayFrom(context, 32 + 3 * spareStays),
      ),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().id;
  }

  /**
   * A new session for each route's battery, so a logout or password change does not sign the next route out. The
   * member who owns the test reservation is used everywhere but on account deletion, which gets a user of its own.
   */
  async function sessionFor(identity: Exclude<Identity, 'guest'>, route: RecordedRoute): Promise<Session> {
    const newUser = async () => (await userWithRole(context.db, identity)).id;
    const userId = route.url.endsWith('/delete-account') ? await newUser() : users[identity];
    const session: Session = {
      header: `Bearer ${await signIn(context.services, userId)}`,
      renewable: true,
      async renew() {
        session.header = `Bearer ${await signIn(context.services, await newUser())}`;
      },
    };
    return session;
  }
});

async function userWithRole(db: Database, role: 'member' | 'admin') {
  const { user } = await createMemberWithPassword(db);
  if (role === 'member') return user;
  await db.update(users).set({ role }).where(eq(users.id, user.id));
  return { ...user, role };
}

/** The id of a stored legal text, for the admin's DELETE /api/legal/documents/:id. */
async function anyLegalDocumentId(db: Database): Promise<string> {
  const [document] = await db.select({ id: legalDocuments.id }).from(legalDocuments).limit(1);
  return document?.id ?? randomUUID();
}

type RouteConfigEntry = { path?: string; index?: boolean; children?: RouteConfigEntry[] };

/** The page patterns of the web app's route config, e.g. `:lang?/apartment/:slug`. */
function pagePatterns(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    return entry.children ? pagePatterns(entry.children, pattern) : [pattern];
  });
}

/** Query parameters the pages read: the search and stay, the results page, the reset token, the Google callback's. */
const PAGE_QUERY = [
  ...['checkIn', 'checkOut', 'date', 'adults', 'children', 'childrenAges', 'above7', 'between2And7'],
  ...['under2', 'page', 'token', 'error', 'returnTo', 'lang'],
];

describe('hostile input to the pages', () => {
  let site: Awaited<ReturnType<typeof buildTestSite>>;
  let apartment: Awaited<ReturnType<typeof insertBookableApartment>>;
  let tourId: string;

  beforeAll(async () => {
    site = await buildTestSite();
    apartment = await insertBookableApartment(site.db);
    tourId = (await insertTour(site.db)).id;
  }, 60_000);
  afterAll(() => site?.app.close());

  it('never answers 5xx to odd page addresses, in Turkish and with a language prefix', async () => {
    const patterns = pagePatterns(routeConfig as RouteConfigEntry[]);
    expect(patterns).toEqual(
      expect.arrayContaining([':lang?/apartment/:slug', ':lang?/tour/:id', ':lang?/detail/:type/:id']),
    );
    const requests: HostileRequest[] = [];
    for (const pattern of patterns) {
      const good = {
        slug: apartment.slugs.tr,
        id: pattern.includes('tour/') ? tourId : apartment.id,
        type: pattern.includes('legal/') ? 'kvkk' : 'apartment',
        '*': 'no-such-page',
      };
      for (const lang of ['', 'ar']) {
        const batch = hostilePagePaths(pattern, { ...good, lang });
        // The language segment itself is asked once, not once per prefix.
        requests.push(...(lang ? batch.filter(({ label }) => !label.startsWith('lang=')) : batch));
      }
    }
    const failures = await sendAndCheck(site.app, requests, { name: 'page', api: false });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(unexpectedLogs(), unexpectedLogs().join('\n')).toEqual([]);
  }, 60_000);

  it('never answers 5xx to odd query strings and headers of the pages that read them', async () => {
    const pages = [
      '/',
      '/en/rentals',
      `/apartment/${apartment.slugs.tr}`,
      `/ru/tour/${tourId}`,
      `/reservation/apartment/${apartment.id}`,
      `/ar/reservation/tour/${tourId}`,
      '/reset-password',
      '/auth/callback',
    ];
    const today = new Date().toISOString().slice(0, 10);
    const requests = pages.flatMap((page) =>
      hostilePageQueries(page, PAGE_QUERY, today).map(({ label, options }) => ({
        label: `${page} ${label}`,
        options,
      })),
    );
    const failures = await sendAndCheck(site.app, requests, { name: 'page', api: false });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(unexpectedLogs(), unexpectedLogs().join('\n')).toEqual([]);
  }, 60_000);
});
