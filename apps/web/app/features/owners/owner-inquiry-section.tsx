import { useEffect, useRef, useState } from 'react';
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
    <section
      id={INQUIRY_SECTION_ID}
      aria-labelledby="owner-inquiry-title"
      className="scroll-mt-20 bg-brand-50"
    >
      <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <h2 id="owner-inquiry-title" className="text-2xl font-bold text-stone-900 md:text-3xl">
          {t('form.title')}
        </h2>
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
      </div>
    </section>
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
