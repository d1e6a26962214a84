import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context';

/** Spec §2: descriptions longer than this get "show more / show less". */
export const DESCRIPTION_PREVIEW_CHARACTERS = 100;

/** The text cut at the last word boundary within the limit, with an ellipsis; null when it is short enough. */
export function descriptionPreview(text: string, limit = DESCRIPTION_PREVIEW_CHARACTERS): string | null {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return null;
  const cut = trimmed.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where the limit falls.
  const kept = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  // "…" replaces a sentence's own closing mark rather than following it ("alıyor.…").
  return `${kept.trimEnd().replace(/[.,;:!?،؛]+$/u, '')}…`;
}

export function ExpandableDescription({ text }: { text: string }) {
  const { t } = useTranslation('quick-view');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const preview = descriptionPreview(text);
  return (
    <div>
      <p id={textId} className="whitespace-pre-line text-stone-700">
        {expanded || preview === null ? text.trim() : preview}
      </p>
      {preview !== null && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
          className="min-h-11 font-semibold text-brand-800 underline underline-offset-4"
        >
          {expanded ? t('description.showLess') : t('description.showMore')}
        </button>
      )}
    </div>
  );
}
