import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';

/** The tour page's title with its favourite heart. */
export function TourHeader({ id, title }: { id: string; title: string }) {
  return (
    <header className="flex items-start justify-between gap-3">
      <h1 className="text-2xl font-bold text-stone-900 md:text-4xl">{title}</h1>
      {/* The heart appears once the page's code runs; its place is kept so the title never moves. */}
      <div className="size-11 shrink-0">
        <FavoriteHeart item={{ type: 'tours', id }} check />
      </div>
    </header>
  );
}
