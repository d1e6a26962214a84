import { useCallback } from 'react';
import { useTranslation } from './i18n-context';
import { LIST_SEPARATORS } from './list-separator';

/**
 * Joins the parts of a short list ("2 adults, 1 child", a few dates) with the page language's separator: the
 * Arabic comma "،" in Arabic. Not Intl.ListFormat: its Arabic forms add "و" (and) to every item, and the server's
 * and the browser's ICU may word them differently, which would break hydration.
 */
export function useListJoiner(): (parts: readonly string[]) => string {
  const { language } = useTranslation('common');
  return useCallback((parts) => parts.join(LIST_SEPARATORS[language]), [language]);
}
