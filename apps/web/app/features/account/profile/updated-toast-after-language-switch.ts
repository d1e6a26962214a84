import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';

const FLAG = 'profileUpdatedBeforeLanguageSwitch';

/**
 * Navigation state for the switch to a newly chosen preferred language. The server's "profile updated" is in the
 * old page's language, so the form does not show it; the page, once it speaks the new language, confirms instead.
 */
export const UPDATED_BEFORE_LANGUAGE_SWITCH = { [FLAG]: true } as const;

/** On the profile page: the confirmation promised by UPDATED_BEFORE_LANGUAGE_SWITCH, in the page's language. */
export function useUpdatedToastAfterLanguageSwitch(): void {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const updated = (state as Record<string, unknown> | null)?.[FLAG] === true;

  useEffect(() => {
    if (!updated) return;
    // The id keeps it to one toast when React runs the effect twice (development's strict mode).
    toast.success(t('profileEdit.updated'), { id: FLAG });
    // History keeps the state across reloads and back/forward: forget it, or those would confirm again.
    navigate({ pathname, search, hash }, { replace: true, state: null, preventScrollReset: true });
  }, [updated, t, navigate, pathname, search, hash]);
}
