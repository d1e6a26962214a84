import { data, redirect } from 'react-router';
import { detailRedirectLocation } from '../features/listing/detail-redirect.server';
import { catalogueOf } from '../request-context';
import type { Route } from './+types/detail-redirect';

// Old-style detail links: always a redirect (301, the address moved for good) or a 404.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const location = await detailRedirectLocation(catalogueOf(context), {
    type: params.type,
    id: params.id,
    url,
  });
  if (!location) throw data(null, { status: 404 });
  throw redirect(location, 301);
}

// A page route (not a resource route), so the 404 renders the site's not-found page through the root boundary.
export default function DetailRedirect() {
  return null;
}
