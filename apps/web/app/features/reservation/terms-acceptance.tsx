import { Fragment, type ReactNode } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { useModal } from '../../components/modal/modal-provider';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';

const ID = 'reservation-terms';
const TERMS = '⟦terms⟧';
const DISTANCE_SALES = '⟦distanceSales⟧';

/**
 * Puts elements where a translated sentence has its placeholders, whatever order the language needs:
 * "I accept the {{terms}} and the {{distanceSales}}." / "{{terms}} ve {{distanceSales}} okudum…".
 */
function interleave(sentence: string, parts: Record<string, ReactNode>): ReactNode[] {
  return sentence
    .split(/(⟦\w+⟧)/)
    .filter((piece) => piece !== '')
    .map((piece, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered.
      <Fragment key={index}>{parts[piece] ?? piece}</Fragment>
    ));
}

const LINK = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * Spec §5 "terms accepted": one box for the Terms of Service and the distance-sales preliminary information
 * (Turkish consumer law requires it before a distance contract). The terms open in their modal; the preliminary
 * information form opens as its legal page in a new tab, so the form stays as it is.
 */
export function TermsAcceptance({
  accepted,
  onChange,
  message,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  message: string | null;
}) {
  const { t } = useTranslation('reservation');
  const localize = useLocalizedPath();
  const { open, isAvailable } = useModal();
  const termsText = t('terms.termsLink');
  const sentence = interleave(t('terms.accept', { terms: TERMS, distanceSales: DISTANCE_SALES }), {
    [TERMS]: isAvailable('terms') ? (
      // A link, not a button: a label may hold links but no other labelable control (HTML spec); without
      // JavaScript it leads to the terms page.
      <a
        href={localize('/legal/terms-conditions')}
        className={LINK}
        onClick={(event) => {
          event.preventDefault();
          open('terms');
        }}
      >
        {termsText}
      </a>
    ) : (
      termsText
    ),
    [DISTANCE_SALES]: (
      <a
        href={localize('/legal/distance-sales-contract')}
        target="_blank"
        rel="noopener"
        className={LINK}
        data-testid="distance-sales-link"
      >
        {t('terms.distanceSalesLink')}
        <span className="sr-only"> ({t('terms.newTab')})</span>
      </a>
    ),
  });
  return (
    <CheckboxField
      id={ID}
      checked={accepted}
      onCheckedChange={onChange}
      label={sentence}
      message={message}
      data-testid="accept-terms"
    />
  );
}
