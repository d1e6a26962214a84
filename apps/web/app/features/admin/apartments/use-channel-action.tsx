import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';

/**
 * One button's call of the calendar-sync section (sync, remove, new export address): busy while it runs, then the
 * server's message (or a generic one) when it failed.
 */
export function useChannelAction() {
  const { t } = useTranslation('admin-apartments');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof ApiError && error.hasServerMessage ? error.message : t('channels.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

/** The failure of a calendar-sync action, announced where it happened. */
export function ChannelActionFailure({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className="text-sm text-red-800">
      {failure}
    </p>
  );
}
