import type { Palette } from './apartment-style.ts';
import { bosphorusView, skyDefinitions, type TimeOfDay } from './landscape.ts';
import { circle, ellipse, group, line, path, polygon, type Random, rect, shade, tint } from './svg-kit.ts';

/** Pieces every interior shares: walls, floor, a window with a view, art, plants, lamps. */
export const FLOOR_Y = 760;

export function roomShell(palette: Palette): string {
  const boards = Array.from({ length: 9 }, (_, index) => {
    const y = FLOOR_Y + 20 + index * index * 4.2;
    return line(0, y, 1600, y, shade(palette.floor, 0.12), 2);
  }).join('');
  return (
    rect(0, 0, 1600, FLOOR_Y, palette.wall) +
    rect(0, 0, 1600, 40, tint(palette.wall, 0.4)) +
    rect(0, FLOOR_Y, 1600, 307, palette.floor) +
    boards +
    rect(0, FLOOR_Y - 18, 1600, 18, tint(palette.wall, 0.6)) +
    rect(0, FLOOR_Y - 2, 1600, 4, shade(palette.wall, 0.15))
  );
}

/** A window whose glass shows the Bosphorus; needs windowDefinitions() in <defs>. */
export function windowWithView(
  x: number,
  y: number,
  width: number,
  height: number,
  palette: Palette,
  time: TimeOfDay,
  seed: number,
): string {
  const frame = palette.trim;
  const view = group(bosphorusView(x, y, width, height, time, seed, 'window'), {
    'clip-path': 'url(#window-clip)',
  });
  return (
    rect(x - 22, y - 22, width + 44, height + 44, shade(palette.wall, 0.08)) +
    view +
    rect(x - 14, y - 14, width + 28, 14, frame) +
    rect(x - 14, y + height, width + 28, 14, frame) +
    rect(x - 14, y, 14, height, frame) +
    rect(x + width, y, 14, height, frame) +
    rect(x + width / 2 - 6, y, 12, height, frame) +
    rect(x, y + height * 0.32, width, 10, frame) +
    rect(x - 40, y + height + 14, width + 80, 18, tint(palette.wood, 0.3))
  );
}

export function windowDefinitions(
  x: number,
  y: number,
  width: number,
  height: number,
  time: TimeOfDay,
): string {
  return `<clipPath id="window-clip"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath>${skyDefinitions(time, 'window')}`;
}

export function curtains(x: number, y: number, width: number, height: number, fabric: string): string {
  const drape = (left: number, direction: number) =>
    path(
      `M${left},${y - 40} L${left + direction * 90},${y - 40} Q${left + direction * 60},${y + height / 2} ${left + direction * 110},${y + height + 60} L${left},${y + height + 60} Z`,
      fabric,
      { opacity: 0.92 },
    );
  return (
    rect(x - 120, y - 56, width + 240, 12, shade(fabric, 0.4)) +
    drape(x - 110, 1) +
    drape(x + width + 110, -1)
  );
}

/** Abstract framed prints: colour fields that read as art at any size. */
export function wallArt(x: number, y: number, palette: Palette, random: Random): string {
  const count = random.integer(1, 3);
  let out = '';
  let left = x;
  for (let index = 0; index < count; index++) {
    const width = random.integer(110, 170);
    const height = random.integer(140, 200);
    const colours = [palette.accent, palette.fabric, tint(palette.accent, 0.5), shade(palette.fabric, 0.2)];
    out +=
      rect(left, y, width, height, shade(palette.wood, 0.2)) +
      rect(left + 10, y + 10, width - 20, height - 20, '#fbf7f0') +
      circle(left + width / 2, y + height * 0.42, width * 0.22, random.pick(colours)) +
      rect(left + 24, y + height * 0.62, width - 48, height * 0.18, random.pick(colours), { opacity: 0.85 });
    left += width + 36;
  }
  return out;
}

export function plant(x: number, floorY: number, scale: number, pot: string): string {
  const s = scale;
  const leaves = [-60, -30, 0, 25, 55]
    .map((angle, index) =>
      ellipse(x, floorY - 150 * s, 26 * s, 95 * s, index % 2 ? '#4f7d4a' : '#3f6b3d', {
        transform: `rotate(${angle} ${x} ${floorY - 80 * s})`,
      }),
    )
    .join('');
  return (
    leaves +
    polygon(
      [
        [x - 45 * s, floorY - 90 * s],
        [x + 45 * s, floorY - 90 * s],
        [x + 34 * s, floorY],
        [x - 34 * s, floorY],
      ],
      pot,
    )
  );
}

export function floorLamp(x: number, floorY: number, palette: Palette): string {
  return (
    ellipse(x, floorY - 4, 50, 10, shade(palette.wood, 0.3)) +
    line(x, floorY, x, floorY - 380, shade(palette.wood, 0.4), 8) +
    polygon(
      [
        [x - 60, floorY - 380],
        [x + 60, floorY - 380],
        [x + 40, floorY - 460],
        [x - 40, floorY - 460],
      ],
      tint(palette.accent, 0.55),
    ) +
    ellipse(x, floorY - 300, 140, 110, '#fff3c4', { opacity: 0.18 })
  );
}

export function pendantLamp(x: number, length: number, colour: string): string {
  return (
    line(x, 40, x, 40 + length, '#3b3b3b', 3) +
    path(`M${x - 45},${length + 85} A45,45 0 0 1 ${x + 45},${length + 85} Z`, colour)
  );
}

export function rug(cx: number, cy: number, width: number, palette: Palette): string {
  return (
    ellipse(cx, cy, width / 2, 60, shade(palette.accent, 0.15)) +
    ellipse(cx, cy, width / 2 - 24, 44, tint(palette.accent, 0.35)) +
    ellipse(cx, cy, width / 4, 20, palette.fabric, { opacity: 0.6 })
  );
}

export function shelfWithBooks(
  x: number,
  y: number,
  width: number,
  palette: Palette,
  random: Random,
): string {
  let books = '';
  let left = x + 10;
  while (left < x + width - 30) {
    const bookWidth = random.integer(16, 30);
    const bookHeight = random.integer(60, 90);
    books += rect(
      left,
      y - bookHeight,
      bookWidth,
      bookHeight,
      random.pick([palette.accent, palette.fabric, shade(palette.wall, 0.3), tint(palette.fabric, 0.4)]),
    );
    left += bookWidth + 3;
    if (random.next() < 0.12) left += 40;
  }
  return books + rect(x, y, width, 14, palette.wood);
}

export function teaGlass(x: number, y: number, scale: number): string {
  const s = scale;
  return (
    ellipse(x, y + 4 * s, 26 * s, 6 * s, '#e8e2d6') +
    path(
      `M${x - 12 * s},${y - 46 * s} Q${x - 4 * s},${y - 24 * s} ${x - 12 * s},${y} L${x + 12 * s},${y} Q${x + 4 * s},${y - 24 * s} ${x + 12 * s},${y - 46 * s} Z`,
      '#b3411f',
      { opacity: 0.9 },
    )
  );
}
