import spriteUrl from './amenity-icons.svg?no-inline';
import { Icon } from './icons';

// The icons live in one static SVG sprite the site serves with a hashed name (cached for a year), so a page
// carries only their names: the drawings would cost ~1.5 KB gzip of first-visit JavaScript (decision 013).
const DRAWN_ICONS = new Set(
  (
    'wifi air-conditioning heating tv washing-machine tumble-dryer elevator bed-linen towels workspace ' +
    'kitchen refrigerator stove oven microwave dishwasher coffee-maker kettle tea-maker cookware shower ' +
    'bathtub hair-dryer toiletries bidet balcony terrace water-view sofa-bed iron blackout-curtains ' +
    'baby-cot smoke-alarm carbon-monoxide-alarm fire-extinguisher first-aid-kit safe keyless-entry ' +
    'security-camera parking metro tram ferry airport-transfer'
  ).split(' '),
);

export function hasAmenityIcon(icon: string): boolean {
  return DRAWN_ICONS.has(icon);
}

/**
 * An amenity's line icon by its catalogue name (apps/server/src/db/seed/amenity-catalogue.ts); unknown names get
 * a check in a circle. Decorative: the amenity's name beside it carries the meaning.
 */
export function AmenityIcon({ icon, className = 'size-5' }: { icon: string; className?: string }) {
  const symbol = hasAmenityIcon(icon) ? icon : 'fallback';
  return (
    <Icon className={className}>
      {/* The sprite's symbols are 24 × 24 too, so they fill the icon's box as drawn. */}
      <use href={`${spriteUrl}#${symbol}`} />
    </Icon>
  );
}
