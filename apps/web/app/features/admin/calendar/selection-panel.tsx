import type { CalendarTimelineResponse } from '@konak/domain/api/admin/calendar-timeline';
import type { CalendarChangeKind } from '@konak/domain/api/admin/change-calendar';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatStayDate } from '../../../lib/format';
import type { TimelineSelection } from './timeline-selection';

/** The range menu's changes, one per request as the API takes them (decision 080). */
const CHANGES: readonly CalendarChangeKind[] = ['price', 'discount', 'minStay', 'close', 'open'];

const BUTTON =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100';

/**
 * Under the timeline, kept in view at the bottom of the screen: what is selected (announced as it changes) and the
 * changes an admin can make to it. Each change opens its dialog.
 */
export function SelectionPanel({
  timeline,
  dates,
  selection,
  summary,
  onChange,
  onClear,
}: {
  timeline: CalendarTimelineResponse;
  dates: readonly string[];
  selection: TimelineSelection | null;
  /** The completed selection in words, null while none is complete. */
  summary: string | null;
  onChange: (kind: CalendarChangeKind) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin-calendar');
  const { language } = useLanguage();
  const started = selection?.open ? selection.anchor : null;
  const status = started
    ? t('selection.started', {
        day: formatStayDate(dates[started.day] ?? timeline.from, language),
        apartment: timeline.items[started.row]?.title ?? '',
      })
    : (summary ?? t('selection.none'));

  return (
    <section
      aria-label={t('selection.title')}
      className="sticky bottom-0 z-30 mt-3 rounded-xl border border-stone-300 bg-white p-3 shadow-lg"
      data-testid="calendar-selection"
    >
      <p role="status" className="text-sm font-medium text-stone-900">
        {status}
      </p>
      {summary && (
        <div className="mt-2 flex flex-wrap gap-2">
          {CHANGES.map((kind) => (
            <button key={kind} type="button" className={BUTTON} onClick={() => onChange(kind)}>
              {t(`change.${kind}`)}
            </button>
          ))}
          <button type="button" className={`${BUTTON} ms-auto`} onClick={onClear}>
            {t('selection.clear')}
          </button>
        </div>
      )}
    </section>
  );
}
