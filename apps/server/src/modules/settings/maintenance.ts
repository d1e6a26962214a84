import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, textDirection } from '@konak/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import { effectiveSettings } from './settings-store.ts';

/** How long clients are told to wait before trying again while the site is in maintenance (decision 073). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** API calls that keep working in maintenance: signing in and out, the health checks and the back office. */
const OPEN_API_PATHS = new Set([
  '/api/health',
  // Readiness too: maintenance is the site's answer, not a reason for a load balancer to drop every process.
  '/api/ready',
  '/api/auth/login',
  '/api/auth/verify-token',
  '/api/auth/me',
  '/api/auth/logout',
]);

/** Whether a request still gets its usual answer while maintenance mode is on. */
export function passesMaintenance(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) {
    return OPEN_API_PATHS.has(path) || path === '/api/admin' || path.startsWith('/api/admin/');
  }
  // The back office (/admin, /en/admin…) is the operators' (guarded by their sign-in); files (scripts, styles,
  // pictures, robots.txt) are not pages.
  const first = path.split('/')[1];
  const page = isSupportedLanguage(first) ? path.slice(first.length + 1) : path;
  if (page === '/admin' || page.startsWith('/admin/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') || path.startsWith('/media/');
}

/**
 * The page's language as the site decides it: the path prefix (/en/…); an unprefixed path is Turkish unless the
 * visitor's `lang` cookie chose another language (the site would redirect there).
 */
function pageLanguage(request: FastifyRequest): Language {
  const first = request.url.split(/[/?#]/)[1];
  if (isSupportedLanguage(first)) return first;
  const chosen = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return isSupportedLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function maintenancePage(language: Language, message: string | null): string {
  const title = translate(language, 'maintenance.title');
  const body = translate(language, 'maintenance.body');
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Konak</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#faf7f2;color:#1f2937}
main{max-width:32rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.6rem;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 1rem}
.note{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;white-space:pre-line}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${message ? `<p class="note" data-testid="maintenance-message">${escapeHtml(message)}</p>` : ''}
</main>
</body>
</html>`;
}

/**
 * onRequest: while maintenance mode is on, guests' pages answer the maintenance page and the API answers 503, both
 * with Retry-After, except what passesMaintenance lets through. Every process reads the setting from its cache,
 * which the settings trigger invalidates, so switching it takes effect everywhere at once.
 */
export function maintenanceHook(
  database: DatabaseHandle,
  config: Parameters<typeof effectiveSettings>[0]['config'],
) {
  return async function maintenance(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (passesMaintenance(request.url)) return;
    const { maintenance } = await effectiveSettings({ database, config });
    if (!maintenance.enabled) return;
    const retryAfter = String(MAINTENANCE_RETRY_AFTER_SECONDS);
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      throw new AppError(503, 'error.maintenance', {
        code: 'maintenance',
        headers: { 'retry-after': retryAfter },
        ...(maintenance.message ? { details: { maintenanceMessage: maintenance.message } } : {}),
      });
    }
    await reply
      .code(503)
      .header('retry-after', retryAfter)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(maintenancePage(pageLanguage(request), maintenance.message));
  };
}
