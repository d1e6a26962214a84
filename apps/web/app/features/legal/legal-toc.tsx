import type { LegalDocumentSection } from '@konak/domain/api/legal/legal-document';
import { useTranslation } from '../../i18n/i18n-context';
import { useMediaQuery } from './use-media-query';

/**
 * The document's h2s as links to their anchors: a collapsible <details> under the title on phones and tablets, an
 * open list beside the text from 1024 px (legal-document.css shows it from the first paint; `open` follows so
 * assistive tech reports it expanded).
 */
export function LegalToc({ sections }: { sections: LegalDocumentSection[] }) {
  const { t } = useTranslation('legal');
  const wide = useMediaQuery('(min-width: 64rem)');
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby="legal-toc-title" className="legal-toc-nav">
      <details
        className="legal-toc rounded-xl border border-stone-200 px-4 py-2 lg:border-0 lg:p-0"
        open={wide}
      >
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 lg:cursor-default">
          <h2 id="legal-toc-title" className="text-base font-semibold text-stone-900">
            {t('contents')}
          </h2>
        </summary>
        <ol className="mt-1 mb-2 flex flex-col text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="block rounded-md px-2 py-2 text-stone-700 hover:bg-stone-100 hover:text-brand-800"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
