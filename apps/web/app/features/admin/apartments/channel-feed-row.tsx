import type { ChannelFeed } from '@konak/domain/api/admin/channel-feed-fields';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatIstanbulInstant } from '../../../lib/format';
import { removeChannelFeed } from './api/remove-channel-feed';
import { syncChannelFeed } from './api/sync-channel-feed';
import { ChannelActionFailure, useChannelAction } from './use-channel-action';

const BUTTON =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-semibold hover:bg-stone-50 disabled:opacity-60';

/** One import feed: where from, how its last fetches went, "sync now" and "remove". */
export function ChannelFeedRow({
  apartmentId,
  feed,
  onChanged,
  onRemoved,
}: {
  apartmentId: string;
  feed: ChannelFeed;
  /** After a sync or a removal: the page reads the feeds and their blocks again. */
  onChanged: () => Promise<void>;
  onRemoved: () => Promise<void>;
}) {
  const { t } = useTranslation('admin-apartments');
  const { language } = useLanguage();
  const { busy, failure, run } = useChannelAction();
  const when = (instant: string | null) =>
    instant ? formatIstanbulInstant(instant, language) : t('channels.never');

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3" data-testid="channel-feed">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">{t(`channels.labels.${feed.label}`)}</span>
        <span dir="ltr" className="min-w-0 break-all text-sm text-stone-700">
          {feed.url}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-stone-700">{t('channels.lastSuccess')}: </dt>
          <dd className="inline text-stone-900">{when(feed.lastSuccessAt)}</dd>
        </div>
        <div>
          <dt className="inline text-stone-700">{t('channels.events')}: </dt>
          <dd className="inline text-stone-900" data-testid="channel-feed-counts">
            {t('channels.counts', { events: feed.eventCount, blocks: feed.blockCount })}
          </dd>
        </div>
        {feed.lastError ? (
          <div className="sm:col-span-2">
            <dt className="inline text-red-800">{t('channels.lastError')}: </dt>
            <dd className="inline text-red-800" data-testid="channel-feed-error">
              {t(`channels.errors.${feed.lastError}`)} ({when(feed.lastErrorAt)})
            </dd>
          </div>
        ) : null}
      </dl>
      {feed.flagged ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('channels.flagged', { failures: feed.consecutiveFailures })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={busy}
          onClick={() =>
            run(async () => {
              await syncChannelFeed(apartmentId, feed.id);
              await onChanged();
            })
          }
        >
          {busy ? t('channels.syncing') : t('channels.syncNow')}
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={busy}
          onClick={() =>
            run(async () => {
              await removeChannelFeed(apartmentId, feed.id);
              await onRemoved();
            })
          }
        >
          {t('channels.remove')}
        </button>
      </div>
      <ChannelActionFailure failure={failure} />
    </li>
  );
}
