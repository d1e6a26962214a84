import { useEffect, useRef, useState } from 'react';
import { PageSection } from '../../components/page-section';
import { useTranslation } from '../../i18n/i18n-context';
import { OwnerInquiryForm } from './owner-inquiry-form';
import type { SentInquiry } from './submit-owner-inquiry';

/** The form's anchor: the hero's call to action jumps here. */
export const INQUIRY_SECTION_ID = 'owner-inquiry';

/** The contact form, or once it is sent, the confirmation in its place (focused, so it is read out). */
export function OwnerInquirySection() {
  const { t } = useTranslation('owners');
  const [sent, setSent] = useState<SentInquiry | null>(null);
  const [round, setRound] = useState(0);

  return (
    <PageSection
      id="owner-inquiry"
      anchor={INQUIRY_SECTION_ID}
      title={t('form.title')}
      width="narrow"
      background="bg-brand-50"
      className="scroll-mt-20"
    >
      <p className="mt-3 text-lg leading-relaxed text-stone-700">{t('form.intro')}</p>
      <div className="relative mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        {sent ? (
          <InquirySent
            sent={sent}
            onAgain={() => {
              setSent(null);
              setRound((value) => value + 1);
            }}
          />
        ) : (
          <OwnerInquiryForm key={round} onSent={setSent} />
        )}
      </div>
    </PageSection>
  );
}

/** The confirmation that replaces the form; it takes the focus so a screen reader reads it at once. */
function InquirySent({ sent, onAgain }: { sent: SentInquiry; onAgain: () => void }) {
  const { t } = useTranslation('owners');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="owner-inquiry-sent">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
        {t('form.success.title')}
      </h3>
      <p className="mt-3 leading-relaxed text-stone-800">{sent.message}</p>
      <p className="mt-2 leading-relaxed text-stone-700">{t('form.success.next', { email: sent.email })}</p>
      <button
        type="button"
        className="mt-6 inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-100"
        onClick={onAgain}
      >
        {t('form.success.again')}
      </button>
    </div>
  );
}
