import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import {
  HOSTILE_BODIES,
  HOSTILE_HEADERS,
  HOSTILE_JSON_VALUES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_SEGMENTS,
  ONE_MEGABYTE_TEXT,
  RAW_JSON_NUMBERS,
} from './hostile-values.ts';

/** A route as Fastify's onRoute hook reported it. */
export type RecordedRoute = {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
};

export type HostileRequest = { label: string; options: InjectOptions };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

/** What makes an ordinary request to a route: real ids for its path, plausible field values for its inputs. */
export type RouteBaseline = {
  /** A value that finds something real for a path parameter (`*` for wildcards). */
  param(route: RecordedRoute, name: string): string;
  /** A valid value for a query or body field of that name, when the schema alone cannot tell. */
  field(route: RecordedRoute, name: string): unknown;
  /** The valid body again, changed per request where one success would stop the rest (a booking takes its dates). */
  vary?(route: RecordedRoute, body: Record<string, unknown>): Record<string, unknown>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DATE_PAIRS = [
  ['checkIn', 'checkOut'],
  ['startDate', 'endDate'],
  ['from', 'to'],
] as const;

/** Every hostile request for one route: bad path parameters, query strings, bodies and headers. */
export function hostileRequests(
  route: RecordedRoute,
  baseline: RouteBaseline,
  { today }: { today: string },
): HostileRequest[] {
  const params = pathParameters(route.url);
  const query = schemaOf(route.schema?.querystring);
  const body = schemaOf(route.schema?.body);
  const goodQuery = sampleObject(route, query, baseline);
  const goodBody = body ? sampleValue(route, '', body, baseline) : undefined;
  const goodParams = Object.fromEntries(params.map((name) => [name, baseline.param(route, name)]));
  const good = () => {
    const fields = isPlainObject(goodBody) ? goodBody : {};
    return baseline.vary?.(route, fields) ?? fields;
  };
  const sendsBody = BODY_METHODS.has(route.method);

  const request = (
    label: string,
    {
      pathParams = goodParams,
      queryString = queryText(goodQuery),
      payload,
      headers = {},
    }: {
      pathParams?: Record<string, string>;
      queryString?: string;
      payload?: { contentType: string; text: string };
      headers?: Record<string, string>;
    } = {},
  ): HostileRequest => {
    const bodyPart =
      payload ?? (sendsBody ? jsonPayload(isPlainObject(goodBody) ? good() : (goodBody ?? {})) : undefined);
    return {
      label,
      options: {
        method: route.method as InjectOptions['method'],
        url: fillPath(route.url, pathParams) + (queryString ? `?${queryString}` : ''),
        headers: { ...(bodyPart ? { 'content-type': bodyPart.contentType } : {}), ...headers },
        ...(bodyPart ? { payload: bodyPart.text } : {}),
      },
    };
  };

  const requests: HostileRequest[] = [request('baseline')];

  for (const name of params) {
    for (const [kind, segment] of Object.entries(HOSTILE_SEGMENTS)) {
      requests.push(request(`path ${name}=${kind}`, { pathParams: { ...goodParams, [name]: segment } }));
    }
  }

  const queryFields = [...Object.keys(objectProperties(query)), 'unexpected'];
  for (const name of queryFields) {
    for (const [kind, value] of Object.entries(HOSTILE_QUERY_VALUES)) {
      requests.push(
        request(`query ${name}=${kind}`, { queryString: queryText({ ...goodQuery, [name]: value }) }),
      );
    }
    const others = queryText(withoutKey(goodQuery, name));
    const join = (extra: string) => [others, extra].filter(Boolean).join('&');
    requests.push(request(`query ${name} repeated`, { queryString: join(`${name}=1&${name}=2`) }));
    requests.push(request(`query ${name} without a value`, { queryString: join(name) }));
    requests.push(request(`query ${name}[] bracketed`, { queryString: join(`${name}[]=1&${name}[a]=2`) }));
  }
  for (const [start, end] of DATE_PAIRS) {
    if (!queryFields.includes(start) || !queryFields.includes(end)) continue;
    for (const [kind, [first, last]] of Object.entries(dateRanges(today))) {
      requests.push(
        request(`query ${start}..${end} ${kind}`, {
          queryString: queryText({ ...goodQuery, [start]: first, [end]: last }),
        }),
      );
    }
  }
  requests.push(request('query __proto__', { queryString: '__proto__=x&constructor=y&prototype[a]=1' }));
  requests.push(request('query of 10k characters', { queryString: `q=${'x'.repeat(10_000)}` }));

  if (sendsBody) {
    for (const [kind, contentType, text] of HOSTILE_BODIES) {
      requests.push(request(`body ${kind}`, { payload: { contentType, text } }));
    }
    const fields = objectProperties(body);
    const required = new Set(body ? requiredFields(body) : []);
    for (const [name, fieldSchema] of Object.entries(fields)) {
      if (required.has(name)) {
        requests.push(request(`body without ${name}`, { payload: jsonPayload(withoutKey(good(), name)) }));
      }
      for (const [kind, value] of Object.entries(HOSTILE_JSON_VALUES)) {
        requests.push(
          request(`body ${name}=${kind}`, { payload: jsonPayload({ ...good(), [name]: value }) }),
        );
      }
      for (const [kind, raw] of Object.entries(RAW_JSON_NUMBERS)) {
        const text = JSON.stringify({ ...good(), [name]: '__RAW__' }).replace('"__RAW__"', raw);
        requests.push(
          request(`body ${name}=${kind}`, { payload: { contentType: 'application/json', text } }),
        );
      }
      requests.push(
        request(`body ${name}=1 MB`, { payload: jsonPayload({ ...good(), [name]: ONE_MEGABYTE_TEXT }) }),
      );
      const wrongType = wrongTypeFor(fieldSchema);
      requests.push(
        request(`body ${name} of the wrong type`, { payload: jsonPayload({ ...good(), [name]: wrongType }) }),
      );
    }
    requests.push(
      request('body with extra fields', {
        payload: jsonPayload({ ...good(), role: 'admin', userId: randomUUID(), id: 0, status: 'confirmed' }),
      }),
    );
  }

  for (const [kind, headers] of Object.entries(HOSTILE_HEADERS)) {
    requests.push(request(`header ${kind}`, { headers }));
  }
  return requests;
}

/** Path and query of the pages: hostile values for each parameter of a page pattern such as `:lang?/tour/:id`. */
export function hostilePagePaths(pattern: string, good: Record<string, string>): HostileRequest[] {
  const names = pathParameters(`/${pattern}`);
  const requests: HostileRequest[] = [];
  for (const name of names) {
    for (const [kind, segment] of Object.entries(HOSTILE_SEGMENTS)) {
      const url = fillPath(`/${pattern}`, { ...good, [name]: segment });
      requests.push({ label: `${name}=${kind}`, options: { method: 'GET', url } });
    }
  }
  return requests;
}

/** One query battery for a page: every parameter it reads set to the same hostile value, then date ranges. */
export function hostilePageQueries(path: string, names: string[], today: string): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const [kind, value] of Object.entries(HOSTILE_QUERY_VALUES)) {
    const queryString = queryText(Object.fromEntries(names.map((name) => [name, value])));
    requests.push({
      label: `every parameter=${kind}`,
      options: { method: 'GET', url: `${path}?${queryString}` },
    });
  }
  for (const [kind, [checkIn, checkOut]] of Object.entries(dateRanges(today))) {
    const queryString = queryText({
      checkIn,
      checkOut,
      date: checkIn,
      adults: '2',
      children: '1',
      under2: '1',
    });
    requests.push({ label: `dates ${kind}`, options: { method: 'GET', url: `${path}?${queryString}` } });
  }
  const repeated = names.map((name) => `${name}=1&${name}=2`).join('&');
  requests.push({
    label: 'every parameter repeated',
    options: { method: 'GET', url: `${path}?${repeated}` },
  });
  for (const [kind, headers] of Object.entries(HOSTILE_HEADERS)) {
    requests.push({ label: `header ${kind}`, options: { method: 'GET', url: path, headers } });
  }
  return requests;
}

function dateRanges(today: string): Record<string, [string, string]> {
  const year = Number(today.slice(0, 4));
  const inDays = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
  return {
    reversed: [inDays(40), inDays(30)],
    'the same day': [inDays(30), inDays(30)],
    'ten years': [inDays(30), `${year + 10}${inDays(30).slice(4)}`],
    'a hundred years': [inDays(30), `${year + 100}${inDays(30).slice(4)}`],
    'in the past': [inDays(-400), inDays(-390)],
    'at the end of time': ['9999-12-30', '9999-12-31'],
    'at year 1': ['0001-01-01', '0001-01-05'],
    'through 30 February': [`${year + 1}-02-27`, `${year + 1}-02-30`],
  };
}

/** The zod schema of a route input as input-side JSON Schema (what a client has to send). */
function schemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Fields of an object schema; for unions (a booking of an apartment or a tour), the fields of every variant. */
function objectProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...variants.map(objectProperties), schema.properties ?? {});
}

function requiredFields(schema: JsonSchema): string[] {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return [
    ...(schema.required ?? []),
    ...(schema.allOf ?? []).flatMap(requiredFields),
    ...(variant ? requiredFields(variant) : []),
  ];
}

function sampleObject(route: RecordedRoute, schema: JsonSchema | undefined, baseline: RouteBaseline) {
  const sample = schema ? sampleValue(route, '', schema, baseline) : {};
  return isPlainObject(sample) ? sample : {};
}

/** A value the schema accepts, preferring the baseline's real values (ids, dates, e-mails) by field name. */
function sampleValue(
  route: RecordedRoute,
  name: string,
  schema: JsonSchema,
  baseline: RouteBaseline,
): unknown {
  const known = name ? baseline.field(route, name) : undefined;
  if (known !== undefined) return known;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((option) => option.type !== 'null');
  if (variant) return sampleValue(route, name, variant, baseline);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.pattern === '^\\d{6}$') return '123456';
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 0, 12), schema.maxLength ?? 12));
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items && schema.minItems
        ? Array.from({ length: schema.minItems }, () =>
            sampleValue(route, '', schema.items as JsonSchema, baseline),
          )
        : [];
    default: {
      const properties = objectProperties(schema);
      const required = new Set(requiredFields(schema));
      const entries = Object.entries(properties)
        .filter(([field]) => required.has(field) || baseline.field(route, field) !== undefined)
        .map(([field, fieldSchema]) => [field, sampleValue(route, field, fieldSchema, baseline)]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
  }
}

function wrongTypeFor(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? schema.anyOf?.[0]?.type);
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'twelve';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return { 0: 1 };
  return ['not', 'an', 'object'];
}

function pathParameters(url: string): string[] {
  return url
    .split('/')
    .map((segment) => (segment === '*' ? '*' : (/^:(\w+)\??$/.exec(segment)?.[1] ?? '')))
    .filter(Boolean);
}

function fillPath(url: string, params: Record<string, string>): string {
  const filled = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return params['*'] ?? '';
      const name = /^:(\w+)\??$/.exec(segment)?.[1];
      return name ? (params[name] ?? '') : segment;
    })
    .join('/');
  // An empty optional segment (`:lang?` for Turkish) leaves a double slash behind.
  return filled.replace(/\/{2,}/g, '/');
}

function queryText(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function jsonPayload(value: unknown) {
  return { contentType: 'application/json', text: JSON.stringify(value) };
}

function withoutKey<T extends Record<string, unknown>>(object: T, key: string): Partial<T> {
  const { [key]: _removed, ...rest } = object;
  return rest as Partial<T>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
