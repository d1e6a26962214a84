import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomIp } from './auth-fixtures.ts';
import type { HostileRequest } from './hostile-requests.ts';

/** Letters each language's messages must contain, so an English (or untranslated) message is caught. */
const SCRIPT_OF: Record<string, RegExp> = { ar: /[\u0600-\u06ff]/, ru: /[а-яё]/i };
/** A message key that reached the client untranslated, e.g. `error.not_found`. */
const MESSAGE_KEY = /^[a-z]+(\.[a-z_]+)+$/i;

/**
 * What is wrong with an answer to hostile input, or null when nothing is: never a 5xx, and an API error is a JSON
 * body with a message in the request's language (and field messages when it lists fields).
 */
function answerProblem(
  response: LightMyRequestResponse,
  { api, language }: { api: boolean; language: string },
): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (!api || response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).includes('application/json')) {
    return `answered ${response.statusCode} as ${response.headers['content-type']}, not JSON`;
  }
  let body: { message?: unknown; errors?: { field?: unknown; message?: unknown }[] };
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with unparsable JSON`;
  }
  const messages = [body.message, ...(body.errors ?? []).map((error) => error.message)];
  for (const message of messages) {
    if (typeof message !== 'string' || !message.trim()) {
      return `answered ${response.statusCode} without a message: ${response.body.slice(0, 200)}`;
    }
    if (MESSAGE_KEY.test(message))
      return `answered ${response.statusCode} with an untranslated message "${message}"`;
    const script = SCRIPT_OF[language];
    if (script && !script.test(message)) {
      return `answered ${response.statusCode} in the wrong language for ${language}: "${message}"`;
    }
  }
  return null;
}

const LANGUAGES = ['tr', 'en', 'ar', 'ru'];
/** Requests in flight at once: enough to overlap database waits on two cores, few enough to stay orderly. */
const CONCURRENCY = 6;

/** The signed-in side of a battery: its Authorization header, and a fresh user when a per-user limit answered 429. */
export type Session = { header: string; renewable: boolean; renew(): Promise<void> };

/** Runs `requests` against `app`, returning a line per answer that breaks the rules. */
export async function sendAndCheck(
  app: { inject(options: InjectOptions): Promise<LightMyRequestResponse> },
  requests: HostileRequest[],
  { name, api, session }: { name: string; api: boolean; session?: Session | undefined },
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const { label, options } = requests[index] as HostileRequest;
      const headers = (options.headers ?? {}) as Record<string, string>;
      const language = LANGUAGES[index % LANGUAGES.length] as string;
      const send = () =>
        app.inject({
          ...options,
          headers: {
            'accept-language': language,
            // A fresh client address per request: per-IP rate limits must not hide what comes after them.
            'x-forwarded-for': randomIp(),
            ...(session ? { authorization: session.header } : {}),
            ...headers,
          },
        });
      try {
        let response = await send();
        // The booking limit counts per user: a new one lets the rest of the battery reach the handler. Other limits
        // (an e-mail's resend cooldown, an account's lockout) are not the user's, and a new user does not help.
        if (response.statusCode === 429 && session?.renewable) {
          await session.renew();
          response = await send();
          if (response.statusCode === 429) session.renewable = false;
        }
        const problem = answerProblem(response, {
          api,
          language: headers['accept-language'] ? '' : language,
        });
        if (problem) failures.push(`${name} — ${label}: ${problem}`);
      } catch (error) {
        failures.push(`${name} — ${label}: inject threw ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}
