import type { LegalDocument } from '@konak/domain/api/legal/legal-document';
import { LEGAL_DOCUMENT_TYPES } from '@konak/domain/api/legal/legal-document-types';
import { type Language, textDirection } from '@konak/domain/languages';
import { LegalDocumentBody } from '../../components/legal-document/legal-document-body';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { LegalToc } from './legal-toc';
import '../../components/legal-document/legal-document.css';

/** "25 November 2026" in the page language (Latin digits in Arabic, as elsewhere on the site), in Istanbul time. */
function formatUpdated(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : language, {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/**
 * /legal/{type}: the document with its date, table of contents and the other legal documents (decision 040).
 * One column on phones (title, contents, text, other documents); from 1024 px the contents stay beside the text.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const { t: common, language } = useTranslation('common');
  // The Turkish original standing in for a missing translation is marked as Turkish, left to right, with a note.
  const fallback = document.language !== language;
  const textLanguage = fallback ? { lang: document.language, dir: textDirection(document.language) } : {};
  return (
    <div className="legal-layout mx-auto max-w-6xl px-4 py-8 md:py-12">
      <header className="legal-header">
        <h1 {...textLanguage} className="text-3xl font-bold text-balance text-stone-900 md:text-4xl">
          {document.title}
        </h1>
        <p className="mt-3 text-sm text-stone-600">
          {t('lastUpdated')}{' '}
          <time dateTime={document.updatedAt}>{formatUpdated(document.updatedAt, language)}</time>
        </p>
        {fallback && (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {t('fallbackNote')}
          </p>
        )}
      </header>
      <LegalToc sections={document.sections} />
      <div className="legal-body" {...textLanguage}>
        <LegalDocumentBody html={document.content} />
      </div>
      <nav aria-labelledby="legal-others-title" className="legal-others border-t border-stone-200 pt-6">
        <h2 id="legal-others-title" className="text-base font-semibold text-stone-900">
          {t('otherDocuments')}
        </h2>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {LEGAL_DOCUMENT_TYPES.filter((type) => type !== document.type).map((type) => (
            <li key={type}>
              <LocalizedLink
                to={`/legal/${type}`}
                className="inline-block rounded-md py-1.5 text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                {common(`footer.legal.${type}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
