import type { ListChannelFeedsResponse } from '@konak/domain/api/admin/list-channel-feeds';
import { useCallback, useId, useState } from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatIstanbulInstant, formatStayDate } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { AddChannelFeedForm } from './add-channel-feed-form';
import { listChannelFeeds } from './api/list-channel-feeds';
import { rotateExportFeed } from './api/rotate-export-feed';
import { ChannelFeedRow } from './channel-feed-row';
import { ChannelActionFailure, useChannelAction } from './use-channel-action';

const SECTION = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4';

/** The export address: shown once when made (only its hash is kept, decision 093); a new one ends the old one. */
function ExportFeed({
  apartmentId,
  exportFeed,
}: {
  apartmentId: string;
  exportFeed: ListChannelFeedsResponse['exportFeed'];
}) {
  const { t } = useTranslation('admin-apartments');
  const { language } = useLanguage();
  const id = useId();
  const [made, setMade] = useState<{ url: string; createdAt: string } | null>(null);
  const { busy, failure, run } = useChannelAction();
  const current = made?.createdAt ?? exportFeed?.createdAt ?? null;
  const rotate = () =>
    run(async () => {
      setMade(await rotateExportFeed(apartmentId));
    });
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-stone-900">{t('channels.exportTitle')}</h3>
      <p className="text-sm text-stone-700">{t('channels.exportIntro')}</p>
      {current ? (
        <p className="text-sm text-stone-700">
          {t('channels.exportSince', { time: formatIstanbulInstant(current, language) })}
        </p>
      ) : null}
      {made ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-stone-900">
            {t('channels.exportUrl')}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            dir="ltr"
            value={made.url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 rounded-lg border border-stone-300 px-3 text-sm"
            data-testid="export-url"
          />
          <p className="text-sm text-amber-900">{t('channels.exportOnce')}</p>
        </div>
      ) : null}
      <div>
        <button
          type="button"
          onClick={rotate}
          disabled={busy}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-50 disabled:opacity-60"
        >
          {current ? t('channels.exportRotate') : t('channels.exportCreate')}
        </button>
      </div>
      <ChannelActionFailure failure={failure} />
    </div>
  );
}

/**
 * Calendar sync with other channels on the apartment's page (issue 18): the export address for Airbnb and
 * Booking.com to import, and their addresses imported here every 15 minutes, with "sync now".
 */
export function ChannelSyncSection({ apartmentId }: { apartmentId: string }) {
  const { t } = useTranslation('admin-apartments');
  const { language } = useLanguage();
  const headingId = useId();
  const call = useCallback<ApiLoadCall<ListChannelFeedsResponse>>(
    (options) => listChannelFeeds(apartmentId, options),
    [apartmentId],
  );
  const { state, retry, update } = useApiLoad(call);
  // Refreshed in place: a reload would unmount the export address shown once.
  const refresh = useCallback(async () => {
    const data = await listChannelFeeds(apartmentId);
    update(() => data);
  }, [apartmentId, update]);

  return (
    <section aria-labelledby={headingId} className={SECTION} data-testid="channel-sync">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('channels.title')}
      </h2>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' ? (
        <>
          <ExportFeed apartmentId={apartmentId} exportFeed={state.data.exportFeed} />
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-stone-900">{t('channels.importTitle')}</h3>
            <p className="text-sm text-stone-700">{t('channels.importIntro')}</p>
            {state.data.items.length > 0 ? (
              <ul className="flex flex-col gap-3">
                {state.data.items.map((feed) => (
                  <ChannelFeedRow
                    key={feed.id}
                    apartmentId={apartmentId}
                    feed={feed}
                    onChanged={refresh}
                    onRemoved={refresh}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-700">{t('channels.none')}</p>
            )}
            <AddChannelFeedForm apartmentId={apartmentId} onAdded={refresh} />
          </div>
          {state.data.blocks.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold text-stone-900">{t('channels.blocksTitle')}</h3>
              <ul className="flex flex-col gap-1 text-sm" data-testid="channel-blocks">
                {state.data.blocks.map((block) => (
                  <li key={`${block.feedId}-${block.checkIn}`}>
                    {formatStayDate(block.checkIn, language)} – {formatStayDate(block.checkOut, language)}
                    {block.summary ? ` · ${block.summary}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
