import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';
import type { FavoriteItem } from '../../components/favorite-heart/favorite-store';
import { Icon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { toast } from '../../components/toast/toast';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';

type Paths = { details: string; share: string };

const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-stone-300 px-3 text-center font-semibold text-stone-800 hover:bg-stone-50';

/** Share and details: the row at the end of the quick view's details. */
export function QuickViewActions({
  title,
  paths,
  close,
}: {
  title: string;
  paths: Paths;
  close: () => void;
}) {
  const { t } = useTranslation('quick-view');
  const localize = useLocalizedPath();

  const share = async () => {
    const url = new URL(localize(paths.share), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('actions.linkCopied'));
    } catch {
      toast.error(t('actions.linkCopyFailed'));
    }
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      <button type="button" onClick={share} className={SECONDARY_BUTTON}>
        <Icon className="size-5">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </Icon>
        {t('actions.share')}
      </button>
      <LocalizedLink to={paths.details} onClick={close} className={SECONDARY_BUTTON}>
        {t('actions.details')}
      </LocalizedLink>
    </div>
  );
}

/**
 * Book now, in the sheet's footer (quick-view.tsx) rather than at the end of its scroll: on a phone it stays
 * visible however long the details are (decision 056).
 */
export function BookNowLink({ reservationPath, close }: { reservationPath: string; close: () => void }) {
  const { t } = useTranslation('quick-view');
  return (
    <LocalizedLink to={reservationPath} onClick={close} className="button-primary w-full md:w-auto md:px-8">
      {t('actions.bookNow')}
    </LocalizedLink>
  );
}

/**
 * The quick view's heart (spec §4, §7): a member's favourite state is checked when the view opens and the heart
 * toggles it; a guest is sent to the login modal, which replaces (closes) the view. Failures of either call are
 * ignored silently here, as the spec asks: the heart simply goes back.
 */
export function FavouriteButton({ item }: { item: FavoriteItem }) {
  return <FavoriteHeart item={item} variant="outline" check silentFailures />;
}
