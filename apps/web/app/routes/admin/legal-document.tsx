import { isLegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import { isSupportedLanguage } from '@konak/domain/languages';
import { data } from 'react-router';
import { LegalEditorPage } from '../../features/admin/legal/legal-editor-page';
import { AdminOnly } from '../../features/admin/shell/admin-only';
import { adminPageMeta } from '../../features/admin/shell/admin-page-meta';
import { pageTextsLoader } from '../../i18n/translations.server';
import type { Route } from './+types/legal-document';

const texts = pageTextsLoader(['admin-content']);

/** An address naming no document type or no site language is a 404, like any unknown page. */
export function loader(args: Route.LoaderArgs) {
  if (!isLegalDocumentType(args.params.type) || !isSupportedLanguage(args.params.language)) {
    throw data(null, { status: 404 });
  }
  return texts({ url: new URL(args.request.url) });
}

export function meta(args: Route.MetaArgs) {
  return adminPageMeta(args, 'nav.content');
}

export default function AdminLegalDocument({ params }: Route.ComponentProps) {
  const { type, language } = params;
  if (!isLegalDocumentType(type) || !isSupportedLanguage(language)) return null;
  return (
    <AdminOnly>
      {/* Remounted per document and language, so one text's draft never shows in another's editor. */}
      <LegalEditorPage key={`${type}/${language}`} type={type} language={language} />
    </AdminOnly>
  );
}
