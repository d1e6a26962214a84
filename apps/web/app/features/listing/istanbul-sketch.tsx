import { useTranslation } from '../../i18n/i18n-context';
import sketchUrl from './istanbul-sketch.svg?no-inline';

// A sketch of central Istanbul drawn by us (no map tiles, nothing from another site): the Sea of Marmara, the
// Golden Horn and the Bosphorus traced from shore coordinates into a static SVG the site serves, with the
// apartment's pin placed over it from its latitude and longitude in the same frame. The drawing stays out of
// the page's JavaScript. Geography never mirrors, so the pin is placed with physical left/top in Arabic too.

/** The frame of istanbul-sketch.svg: one unit is 100 m; a degree of longitude is shorter at 41° N. */
const BOUNDS = { west: 28.88, east: 29.16, south: 40.92, north: 41.16 };
const UNITS_PER_DEGREE = { lng: 840, lat: 1110 };
const SKETCH_SIZE = { width: 235, height: 266 };

/** Where a position falls on the sketch, in percent of its width and height; null outside the drawn area. */
export function sketchPosition(lat: number, lng: number): { left: number; top: number } | null {
  if (lat < BOUNDS.south || lat > BOUNDS.north || lng < BOUNDS.west || lng > BOUNDS.east) return null;
  const x = (lng - BOUNDS.west) * UNITS_PER_DEGREE.lng;
  const y = (BOUNDS.north - lat) * UNITS_PER_DEGREE.lat;
  const percent = (value: number, of: number) => Math.round((value / of) * 10_000) / 100;
  return { left: percent(x, SKETCH_SIZE.width), top: percent(y, SKETCH_SIZE.height) };
}

/** The sketch with a pin, or nothing when the apartment has no position inside the drawn area. */
export function IstanbulSketch({ lat, lng, place }: { lat: number; lng: number; place: string }) {
  const { t } = useTranslation('listing');
  const pin = sketchPosition(lat, lng);
  if (!pin) return null;
  return (
    <div role="img" aria-label={t('location.mapLabel', { place })} className="relative w-full max-w-md">
      <img
        src={sketchUrl}
        alt=""
        width={SKETCH_SIZE.width}
        height={SKETCH_SIZE.height}
        loading="lazy"
        className="block h-auto w-full rounded-2xl border border-stone-200"
      />
      <svg
        viewBox="0 0 24 32"
        aria-hidden="true"
        className="absolute size-8 -translate-x-1/2 -translate-y-full drop-shadow"
        style={{ left: `${pin.left}%`, top: `${pin.top}%` }}
      >
        <path d="M12 31 3.5 17.5a10 10 0 1 1 17 0z" fill="#c2410c" stroke="white" strokeWidth="2" />
        <circle cx="12" cy="12.2" r="3.5" fill="white" />
      </svg>
    </div>
  );
}
