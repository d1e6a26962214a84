import type { SiteSettings } from '@konak/domain/site/site-settings';
import { useRouteLoaderData } from 'react-router';

/**
 * The operator's details from the root loader (decision 055); null only under `react-router dev` without the Fastify
 * server, where nothing is shown rather than invented values.
 */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<{ site: SiteSettings | null }>('root')?.site ?? null;
}
