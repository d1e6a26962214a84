import { Icon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { useModal } from '../../components/modal/modal-provider';
import { toast } from '../../components/toast/toast';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';

type Paths = { details: string; share: string; reservation: string };

const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-stone-300 px-3 text-center font-semibold text-stone-800 hover:bg-stone-50';

/** Share, details and book-now: the row at the bottom of the quick view. */
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
      <LocalizedLink to={paths.reservation} onClick={close} className="button-primary col-span-2">
        {t('actions.bookNow')}
      </LocalizedLink>
    </div>
  );
}

/**
 * The heart, shown only once the accounts feature registers the login modal. Signing in does not exist
 * yet, so every reader is a guest: the heart closes the view and opens the login modal (spec §4). The
 * member-area feature adds the favourite check and toggle for signed-in members.
 */
export function FavouriteButton() {
  const { t } = useTranslation('quick-view');
  const modal = useModal();
  if (!modal.isAvailable('login')) return null;
  return (
    <button
      type="button"
      aria-label={t('actions.addFavourite')}
      onClick={() => modal.open('login')}
      className="icon-button shrink-0 border border-stone-200"
    >
      <Icon className="size-5">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </Icon>
    </button>
  );
}
