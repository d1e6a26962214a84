import { Suspense, use, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, LockIcon } from '../../../components/icons';
import { ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import { useSiteSettings } from '../../../site/use-site-settings';
import {
  loadTermsDocument,
  postalAddressLine,
  type TermsBlock,
  type TermsDocumentLanguage,
  termsDocumentLanguage,
  withContactDetails,
} from './terms-document';

/** Spec §9: the reader counts as at the bottom within 10 px of it. */
export const TERMS_SCROLL_TOLERANCE_PX = 10;

export function isScrolledToEnd(area: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  return area.scrollTop + area.clientHeight >= area.scrollHeight - TERMS_SCROLL_TOLERANCE_PX;
}

const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 px-5 font-semibold text-stone-800 hover:bg-stone-50';

/** The dialog title, and for Arabic and Russian readers a note that the text below is in English. */
export function TermsHeading() {
  const { t, language } = useTranslation('terms');
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      {termsDocumentLanguage(language) === language ? null : (
        <p className="mt-2 text-sm text-stone-600" data-testid="terms-language-note">
          {t('englishNote')}
        </p>
      )}
    </>
  );
}

type TermsContentProps =
  | { mode: 'read'; onClose: () => void }
  /** Accept mode: the accept button unlocks once the reader has scrolled to the end. */
  | { mode: 'accept'; onAccept: () => void; onBack: () => void };

/**
 * Terms of Service and Privacy Policy (spec §2): 12 collapsible sections, the first open, in Turkish or
 * English, a secure-transaction notice, and either a close button or the accept step of registration.
 */
export function TermsContent(props: TermsContentProps) {
  const { t } = useTranslation('terms');
  return (
    <Suspense
      fallback={
        <p role="status" className="mt-4 text-stone-600">
          {t('loading')}
        </p>
      }
    >
      <TermsBody {...props} />
    </Suspense>
  );
}

function TermsBody(props: TermsContentProps) {
  const { t, language } = useTranslation('terms');
  const documentLanguage = termsDocumentLanguage(language);
  const document = use(loadTermsDocument(documentLanguage));
  const area = useRef<HTMLElement>(null);
  const hintId = useId();
  const [reachedEnd, setReachedEnd] = useState(false);

  // Once at the end, the terms stay accepted-able even if the reader scrolls back up or opens a section.
  const checkEnd = useCallback(() => {
    if (area.current && isScrolledToEnd(area.current)) setReachedEnd(true);
  }, []);
  // A scroll area taller than its text has no scrolling to do.
  useEffect(checkEnd, [checkEnd]);

  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${document.updated}T00:00:00Z`),
  );

  return (
    <>
      <p className="mt-2 text-sm text-stone-600">{t('lastUpdated', { date: updated })}</p>
      {/* Focusable so keyboard users can scroll it; the text is Turkish or English, always left to right. */}
      <section
        ref={area}
        aria-label={t('scrollArea')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        lang={documentLanguage}
        dir="ltr"
        onScroll={checkEnd}
        className="mt-3 max-h-[min(50dvh,28rem)] overflow-y-auto overscroll-contain rounded-xl border border-stone-200 px-4 py-2"
        data-testid="terms-scroll-area"
      >
        {document.sections.map((section, index) => (
          <details
            key={section.title}
            open={index === 0}
            onToggle={checkEnd}
            className="group border-b border-stone-200 py-1 last:border-b-0"
            data-testid="terms-section"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              <span className="flex-1">{section.title}</span>
              <ChevronDownIcon className="size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-2 pb-3 text-sm leading-relaxed text-stone-700">
              {section.body.map((block) => (
                <TermsBlockView key={blockKey(block)} block={block} language={documentLanguage} />
              ))}
            </div>
          </details>
        ))}
      </section>
      <p className="mt-3 flex items-start gap-2 text-sm text-green-800" data-testid="terms-secure-notice">
        <LockIcon className="mt-0.5 size-4 shrink-0" />
        <span>{t('secure')}</span>
      </p>
      {props.mode === 'accept' ? (
        <>
          {reachedEnd ? null : (
            <p id={hintId} className="mt-3 text-sm font-medium text-amber-800">
              {t('readAllHint')}
            </p>
          )}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={props.onBack}
              className={SECONDARY_BUTTON}
              data-testid="terms-back"
            >
              {t('back')}
            </button>
            <button
              type="button"
              disabled={!reachedEnd}
              aria-describedby={reachedEnd ? undefined : hintId}
              onClick={props.onAccept}
              className="button-primary disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
              data-testid="terms-accept"
            >
              {t('accept')}
            </button>
          </div>
        </>
      ) : (
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            onClick={props.onClose}
            className={SECONDARY_BUTTON}
            data-testid="terms-close"
          >
            {t('close')}
          </button>
        </div>
      )}
    </>
  );
}

function blockKey(block: TermsBlock): string {
  return typeof block === 'string' ? block : block.join('|');
}

/** The settings' postal address on one line, saying so when it is still the example (decision 055). */
function useContactAddress(language: TermsDocumentLanguage): string {
  const { t } = useTranslation('common');
  const address = useSiteSettings()?.address;
  if (!address) return '';
  const line = postalAddressLine(address.lines, language);
  return address.isExample ? `${line} (${t('demo.exampleDetails')})` : line;
}

function TermsBlockView({ block, language }: { block: TermsBlock; language: TermsDocumentLanguage }) {
  const address = useContactAddress(language);
  if (typeof block === 'string') return <p>{withContactDetails(block, address)}</p>;
  return (
    <ul className="list-disc space-y-1 ps-5">
      {block.map((item) => (
        <li key={item}>{withContactDetails(item, address)}</li>
      ))}
    </ul>
  );
}
