import { useLanguage } from '../../i18n/i18n-context';
import { formatDay } from '../../lib/format';

/** A calendar date ("2026-12-01") as a <time> the page language writes ("Tue, 1 Dec 2026"). */
export function Day({ date, options }: { date: string; options?: Intl.DateTimeFormatOptions }) {
  const { language } = useLanguage();
  return <time dateTime={date}>{formatDay(date, language, options)}</time>;
}
