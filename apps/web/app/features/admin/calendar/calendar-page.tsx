import type { CalendarTimelineResponse } from '@konak/domain/api/admin/calendar-timeline';
import type { CalendarChangeKind, ChangeCalendarResponse } from '@konak/domain/api/admin/change-calendar';
import { addDays, istanbulToday } from '@konak/domain/stay-dates';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/toast/toast';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { getCalendarTimeline } from './api/get-calendar-timeline';
import { WINDOW_DAYS, windowDays, windowStart } from './calendar-window';
import { ChangeDaysDialog } from './change-days-dialog';
import { SelectionPanel } from './selection-panel';
import { useSelectionSummary } from './selection-summary';
import { TimelineGrid } from './timeline-grid';
import { TimelineLegend } from './timeline-legend';
import { selectedRange, selectionReducer } from './timeline-selection';
import { WindowToolbar } from './window-toolbar';

/**
 * /admin/calendar (admin and staff; decision 081): every apartment's next 60 days from the address's `from` (today
 * in Istanbul unless told), loaded in the browser with the operator's token as every back-office page is. Admins
 * select days and change them; staff read.
 */
export function CalendarPage({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('admin-calendar');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const from = windowStart(params.get('from'));
  const today = istanbulToday();
  const dates = useMemo(() => windowDays(from, WINDOW_DAYS), [from]);
  const call = useCallback<ApiLoadCall<CalendarTimelineResponse>>(
    (options) => getCalendarTimeline({ from, days: WINDOW_DAYS }, options),
    [from],
  );
  const { state, retry, update } = useApiLoad(call);
  const [selection, dispatch] = useReducer(selectionReducer, null);
  const [dialog, setDialog] = useState<CalendarChangeKind | null>(null);
  const summary = useSelectionSummary();

  // Another window shows other days: a selection made on the last one means nothing there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `from` is what clears it.
  useEffect(() => dispatch({ type: 'clear' }), [from]);

  function show(start: string) {
    const next = new URLSearchParams(params);
    next.set('from', start);
    setParams(next);
  }

  const timeline = state.status === 'loaded' ? state.data : null;
  const range = selectedRange(selection);
  const target =
    timeline && range && !selection?.open
      ? {
          apartmentIds: range.rows.flatMap((row) => timeline.items[row]?.id ?? []),
          from: dates[range.firstDay] ?? from,
          to: dates[range.lastDay] ?? from,
        }
      : null;

  async function changed(answer: ChangeCalendarResponse) {
    setDialog(null);
    dispatch({ type: 'clear' });
    toast.success(answer.updated > 0 ? t('changed', { count: answer.updated }) : t('unchanged'));
    // The window again, in place: the grid keeps its focus and scroll while the new days arrive.
    const fresh = await getCalendarTimeline({ from, days: WINDOW_DAYS }, { language }).catch(() => null);
    if (fresh) update(() => fresh);
    else retry();
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('intro')}</p>
      <p className="mt-1 mb-4 text-sm text-stone-700">{readOnly ? t('readOnly') : t('howTo')}</p>
      <WindowToolbar
        from={from}
        to={dates[dates.length - 1] ?? from}
        onShow={show}
        onPrevious={() => show(addDays(from, -WINDOW_DAYS))}
        onNext={() => show(addDays(from, WINDOW_DAYS))}
        onToday={() => show(today)}
      />
      <TimelineLegend />
      <AdminLoadState state={state} retry={retry} />
      {timeline && (
        <TimelineGrid
          timeline={timeline}
          dates={dates}
          today={today}
          selection={selection}
          dispatch={dispatch}
          readOnly={readOnly}
        />
      )}
      {timeline && !readOnly && (
        <SelectionPanel
          timeline={timeline}
          dates={dates}
          selection={selection}
          summary={target ? summary(target.apartmentIds.length, target.from, target.to) : null}
          onChange={setDialog}
          onClear={() => dispatch({ type: 'clear' })}
        />
      )}
      {dialog && target && (
        <ChangeDaysDialog
          kind={dialog}
          target={{ ...target, summary: summary(target.apartmentIds.length, target.from, target.to) }}
          onDone={(answer) => void changed(answer)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
