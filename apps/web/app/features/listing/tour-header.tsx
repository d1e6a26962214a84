import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';

/** The tour page's title with its favourite heart, and when and where it starts ("Starts at 10:00 · Eminönü"). */
export function TourHeader({ id, title, departure }: { id: string; title: string; departure: string }) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 md:text-4xl">{title}</h1>
        <p className="mt-1 text-stone-700" data-testid="tour-departure">
          {departure}
        </p>
      </div>
      {/* The heart appears once the page's code runs; its place is kept so the title never moves. */}
      <div className="size-11 shrink-0">
        <FavoriteHeart item={{ type: 'tours', id }} check />
      </div>
    </header>
  );
}
