import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider, useLanguage, useTranslation } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../../session/session-provider';
import { Icon } from '../icons';
import { useModal } from '../modal/modal-provider';
import { checkFavorite, toggleFavorite } from './favorite-requests';
import { type FavoriteItem, useFavorite } from './favorite-store';
import { showFavoriteFailure, useFavoriteTexts } from './favorite-texts';

export type FavoriteHeartProps = {
  item: FavoriteItem;
  /**
   * `overlay`: a round button over a picture (cards; place it with `className`);
   * `outline`: a bordered square beside other buttons (quick view, page headers).
   */
  variant?: 'overlay' | 'outline';
  /** The id of the listing's title, which tells the hearts of a results page apart for screen readers. */
  describedBy?: string;
  /** Ask the server about this one listing when a member sees it (the quick view and the listing pages do). */
  check?: boolean;
  /** Spec §7: in the quick view, failing checks and toggles are ignored silently; elsewhere a toast says so. */
  silentFailures?: boolean;
  className?: string;
};

const VARIANT_CLASSES = {
  overlay:
    'z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-md ring-1 ring-stone-200 hover:bg-white hover:text-brand-800',
  outline:
    'inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
} as const;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <Icon className={`size-6 ${filled ? 'text-red-600' : ''}`} filled={filled}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </Icon>
  );
}

function HeartButton({
  item,
  variant = 'outline',
  describedBy,
  check = false,
  silentFailures = false,
  className = '',
}: FavoriteHeartProps) {
  const { t, language } = useTranslation('account');
  const session = useSession();
  const modal = useModal();
  const { pathname, search } = useLocation();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const { isFavorite, pending } = useFavorite(userId, item);
  const { type, id } = item;

  useEffect(() => {
    if (!check || !userId) return;
    checkFavorite(userId, { type, id }).catch((error: unknown) => {
      if (!silentFailures) void showFavoriteFailure('load', error, language);
    });
  }, [check, userId, type, id, silentFailures, language]);

  const onClick = () => {
    if (userId) {
      void toggleFavorite(userId, { type, id }).then((outcome) => {
        if (outcome.status === 'failed' && !silentFailures) {
          void showFavoriteFailure('update', outcome.error, language);
        }
      });
      return;
    }
    // A remembered sign-in is being confirmed: its answer comes in a moment, the click waits for nothing.
    if (session.status === 'checking' && session.user) return;
    // Spec §4: a guest is sent to sign in (the quick view closes as the login modal replaces it), then back here.
    modal.open('login', { returnTo: `${pathname}${search}` });
  };

  const pressed = isFavorite === true;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(pressed ? 'favorites.heart.remove' : 'favorites.heart.add')}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      onClick={onClick}
      data-testid="favorite-toggle"
      data-favorite-type={type}
      data-favorite-id={id}
      className={`${VARIANT_CLASSES[variant]} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

/**
 * The favourite heart of an apartment or tour: a toggle button (aria-pressed) that a member flips at once and
 * the server confirms (back on failure), and that sends a guest to sign in. All hearts of a listing on the
 * page share one state. It needs JavaScript to do anything, so it is not part of the server's HTML: it appears
 * once the page (or island) has hydrated, and overlays or sits beside content so nothing moves when it does.
 * Not shown while no login modal is registered, where a guest's tap could lead nowhere.
 */
export function FavoriteHeart(props: FavoriteHeartProps) {
  const hydrated = useHydrated();
  const modal = useModal();
  const { urlLanguage } = useLanguage();
  const bundles = useFavoriteTexts();
  if (!hydrated || !bundles || !modal.isAvailable('login')) return null;
  return (
    <I18nProvider urlLanguage={urlLanguage} bundles={bundles}>
      <HeartButton {...props} />
    </I18nProvider>
  );
}
