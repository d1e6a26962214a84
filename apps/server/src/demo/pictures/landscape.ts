import { circle, ellipse, group, line, path, polygon, rect, verticalGradient } from './svg-kit.ts';

/** Istanbul's outdoor pieces shared by views through windows, balconies, tours and heroes. */
export type TimeOfDay = 'day' | 'sunset' | 'dusk';

export const skies: Record<
  TimeOfDay,
  { sky: string[]; sea: string[]; hills: string; far: string; sun: string }
> = {
  day: {
    sky: ['#8ec5e8', '#d6ecf7'],
    sea: ['#3f88b5', '#2a6a94'],
    hills: '#7f9c78',
    far: '#a9bfc7',
    sun: '#fff4c2',
  },
  sunset: {
    sky: ['#f7b267', '#f79d65', '#f4845f'],
    sea: ['#c0605a', '#6d4c6f'],
    hills: '#7a4e5e',
    far: '#b0717a',
    sun: '#ffe29a',
  },
  dusk: {
    sky: ['#2b2d5c', '#6b4f86', '#e98a6c'],
    sea: ['#3b3f6e', '#22264a'],
    hills: '#2e2a48',
    far: '#4d416b',
    sun: '#ffd38a',
  },
};

/** Gradient definitions a view needs; put once into the document's <defs>. */
export function skyDefinitions(time: TimeOfDay, prefix = 'view'): string {
  const colours = skies[time];
  return verticalGradient(`${prefix}-sky`, colours.sky) + verticalGradient(`${prefix}-sea`, colours.sea);
}

export function mosque(cx: number, baseY: number, scale: number, fill: string): string {
  const s = scale;
  const dome = path(
    `M${cx - 90 * s},${baseY - 70 * s} A${90 * s},${80 * s} 0 0 1 ${cx + 90 * s},${baseY - 70 * s} Z`,
    fill,
  );
  const halfDomes = [-1, 1]
    .map((side) =>
      path(
        `M${cx + side * 60 * s},${baseY - 40 * s} A${55 * s},${45 * s} 0 0 ${side > 0 ? 1 : 0} ${cx + side * 170 * s},${baseY - 40 * s} Z`,
        fill,
      ),
    )
    .join('');
  const body = rect(cx - 180 * s, baseY - 72 * s, 360 * s, 72 * s, fill);
  const finial = line(cx, baseY - 150 * s, cx, baseY - 185 * s, fill, 5 * s);
  const minarets = [-1, 1]
    .map((side) => {
      const x = cx + side * 230 * s;
      return (
        rect(x - 9 * s, baseY - 300 * s, 18 * s, 300 * s, fill) +
        polygon(
          [
            [x - 11 * s, baseY - 300 * s],
            [x, baseY - 370 * s],
            [x + 11 * s, baseY - 300 * s],
          ],
          fill,
        ) +
        rect(x - 15 * s, baseY - 220 * s, 30 * s, 8 * s, fill)
      );
    })
    .join('');
  return group(dome + halfDomes + body + finial + minarets);
}

export function galataTower(cx: number, baseY: number, scale: number, body: string, roof: string): string {
  const s = scale;
  const windows = [0.3, 0.5, 0.7]
    .map((level) =>
      [-20, 0, 20]
        .map((dx) =>
          rect(cx + dx * s - 5 * s, baseY - 330 * s * level, 10 * s, 22 * s, roof, { opacity: 0.55 }),
        )
        .join(''),
    )
    .join('');
  return group(
    polygon(
      [
        [cx - 48 * s, baseY],
        [cx - 42 * s, baseY - 300 * s],
        [cx + 42 * s, baseY - 300 * s],
        [cx + 48 * s, baseY],
      ],
      body,
    ) +
      rect(cx - 52 * s, baseY - 318 * s, 104 * s, 22 * s, body) +
      windows +
      polygon(
        [
          [cx - 50 * s, baseY - 318 * s],
          [cx, baseY - 430 * s],
          [cx + 50 * s, baseY - 318 * s],
        ],
        roof,
      ),
  );
}

/** The Bosphorus bridge: two towers and a sagging main cable. */
export function bridge(x1: number, x2: number, deckY: number, fill: string): string {
  const towerA = x1 + (x2 - x1) * 0.22;
  const towerB = x1 + (x2 - x1) * 0.78;
  const top = deckY - 90;
  const cable = `M${x1},${deckY - 8} L${towerA},${top} Q${(towerA + towerB) / 2},${deckY + 20} ${towerB},${top} L${x2},${deckY - 8}`;
  return group(
    rect(x1, deckY, x2 - x1, 6, fill) +
      rect(towerA - 4, top, 8, deckY - top + 10, fill) +
      rect(towerB - 4, top, 8, deckY - top + 10, fill) +
      path(cable, 'none', { stroke: fill, 'stroke-width': 3 }),
  );
}

export function boat(cx: number, waterY: number, scale: number, hull: string, cabin: string): string {
  const s = scale;
  return group(
    path(
      `M${cx - 120 * s},${waterY - 30 * s} L${cx + 130 * s},${waterY - 30 * s} L${cx + 100 * s},${waterY} L${cx - 100 * s},${waterY} Z`,
      hull,
    ) +
      rect(cx - 80 * s, waterY - 62 * s, 150 * s, 32 * s, cabin) +
      rect(cx - 60 * s, waterY - 84 * s, 100 * s, 22 * s, cabin, { opacity: 0.9 }) +
      [-60, -30, 0, 30]
        .map((dx) => rect(cx + dx * s, waterY - 56 * s, 18 * s, 14 * s, '#1f3b57', { opacity: 0.7 }))
        .join('') +
      rect(cx - 10 * s, waterY - 110 * s, 10 * s, 26 * s, '#c0392b') +
      ellipse(cx, waterY + 6 * s, 150 * s, 8 * s, '#ffffff', { opacity: 0.35 }),
  );
}

/** Low hills with a row of tiny houses: the far shore seen across the water. */
export function farShore(
  x: number,
  y: number,
  width: number,
  fill: string,
  houses: string,
  seed: number,
): string {
  const bumps = Array.from({ length: 7 }, (_, index) => {
    const px = x + (width * (index + 0.5)) / 7;
    const py = y - 30 - ((seed * (index + 3)) % 45);
    return `Q${px - width / 14},${py} ${px},${py + 8}`;
  }).join(' ');
  const hill = path(`M${x},${y} ${bumps} L${x + width},${y} Z`, fill);
  const dots = Array.from({ length: 18 }, (_, index) =>
    rect(x + ((index * 97 + seed) % Math.max(1, width - 20)), y - 12 - ((index * 13) % 18), 10, 8, houses, {
      opacity: 0.8,
    }),
  ).join('');
  return hill + dots;
}

/** A whole Bosphorus view inside a box: sky, sun, far shore with a mosque, bridge, water and a ferry. */
export function bosphorusView(
  x: number,
  y: number,
  width: number,
  height: number,
  time: TimeOfDay,
  seed: number,
  prefix = 'view',
): string {
  const colours = skies[time];
  const horizon = y + height * 0.58;
  const scale = width / 1600;
  return group(
    rect(x, y, width, height, `url(#${prefix}-sky)`) +
      circle(
        x + width * (0.2 + (seed % 50) / 100),
        y + height * (time === 'day' ? 0.2 : 0.42),
        60 * scale + 20,
        colours.sun,
        { opacity: 0.9 },
      ) +
      farShore(x, horizon, width, colours.far, colours.sky[0] ?? '#ffffff', seed) +
      mosque(x + width * 0.68, horizon - 10, scale * 0.9 + 0.15, colours.hills) +
      bridge(x + width * 0.05, x + width * 0.55, horizon - 40 * scale - 10, colours.hills) +
      rect(x, horizon, width, height - (horizon - y), `url(#${prefix}-sea)`) +
      Array.from({ length: 9 }, (_, index) =>
        rect(
          x + ((index * 173 + seed) % width),
          horizon + 20 + ((index * 37) % Math.max(1, height * 0.35)),
          60 + (index % 3) * 30,
          3,
          '#ffffff',
          { opacity: 0.35 },
        ),
      ).join('') +
      boat(
        x + width * 0.72,
        horizon + (height - (horizon - y)) * 0.45,
        scale * 0.9 + 0.1,
        '#f4f1ea',
        '#fdfdfd',
      ),
  );
}
