import { data } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { translatorForMeta } from '../i18n/meta-translator';
import type { Route } from './+types/not-found';

// Any path no route claims: the not-found page, with a real 404 status for crawlers.
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  return [{ title: t('common', 'errors.notFound.metaTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
