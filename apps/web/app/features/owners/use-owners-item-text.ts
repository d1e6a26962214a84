import { useTranslation } from '../../i18n/i18n-context';
import type { TranslationKey } from '../../i18n/namespaces';

/**
 * The texts of one item in an owners page list (`steps.call.title`): the lists walk their item ids, and a key
 * built from an id in a loop cannot be checked against the translations, hence the one cast here.
 */
export function useOwnersItemText(list: 'steps' | 'requirements' | 'faq') {
  const { t } = useTranslation('owners');
  return (item: string, field: string) => t(`${list}.${item}.${field}` as TranslationKey<'owners'>);
}
