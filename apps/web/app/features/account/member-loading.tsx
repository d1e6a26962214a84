import { PENDING_INDICATOR_DELAY_MS } from '../../components/pending-indicator';
import { Spinner } from '../../components/spinner';
import { useDelayedFlag } from '../../components/use-delayed-flag';
import { useTranslation } from '../../i18n/i18n-context';
import { useRenderedFromServerHtml } from './use-rendered-from-server-html';

const BADGE =
  'flex items-center gap-3 rounded-full bg-white px-5 py-3 font-medium text-stone-800 shadow-sm ring-1 ring-stone-200';

// The server's HTML can sit on a slow phone long before any script runs, so there the delay is CSS's:
// `delay-300` is PENDING_INDICATOR_DELAY_MS written as a class, and @starting-style fades the badge in
// from the moment it is first painted. Hydration keeps the same element, so nothing restarts or flickers.
const BADGE_FROM_SERVER_HTML = `${BADGE} transition-opacity delay-300 duration-150 starting:opacity-0`;

/**
 * The centred spinner of a member page while the sign-in is checked or its data loads (spec §2, §9): it
 * shows only once the wait has lasted 300 ms, so a fast answer causes no flicker. The live region is there
 * from the start, so screen readers announce the text when it appears.
 */
export function MemberLoading() {
  const { t } = useTranslation('account');
  const fromServerHtml = useRenderedFromServerHtml();
  const waitedLongEnough = useDelayedFlag(!fromServerHtml, PENDING_INDICATOR_DELAY_MS);
  return (
    <div
      role="status"
      data-testid="member-loading"
      className="flex min-h-[50vh] items-center justify-center px-4 py-12"
    >
      {(fromServerHtml || waitedLongEnough) && (
        <span className={fromServerHtml ? BADGE_FROM_SERVER_HTML : BADGE}>
          <Spinner className="size-5 border-2" />
          {t('loading')}
        </span>
      )}
    </div>
  );
}
