import { daysBetween } from '@konak/domain/stay-dates';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatStayDate } from '../../../lib/format';

/** "2 apartments, 12 Dec – 18 Dec (7 days)": what a selection covers, in the panel and the change dialog. */
export function useSelectionSummary() {
  const { t, language } = useTranslation('admin-calendar');
  return (apartments: number, from: string, to: string) =>
    t('selection.summary', {
      apartments: t('selection.apartments', { count: apartments }),
      from: formatStayDate(from, language),
      to: formatStayDate(to, language),
      days: t('selection.days', { count: daysBetween(from, to) + 1 }),
    });
}
