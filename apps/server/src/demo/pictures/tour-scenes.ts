import { boat, bosphorusView, skies, skyDefinitions, type TimeOfDay } from './landscape.ts';
import { teaGlass } from './room-parts.ts';
import {
  circle,
  ellipse,
  line,
  path,
  polygon,
  rect,
  seededRandom,
  shade,
  svgDocument,
  tint,
} from './svg-kit.ts';

/** Scenes for the guided tours; each takes a seed so two pictures of one kind are not identical. */

export function bosphorusCruise(time: TimeOfDay, seed: number, width: number): string {
  const body =
    bosphorusView(0, 0, 1600, 1067, time, seed, 'cruise') + boat(380, 960, 1.6, '#f8f5ef', '#ffffff');
  return svgDocument(body, skyDefinitions(time, 'cruise'), width);
}

/** Princes' Islands: a ferry, an island with pines and wooden mansions. */
export function islandsFerry(seed: number, width: number): string {
  const random = seededRandom(seed);
  const colours = skies.day;
  const mansions = Array.from({ length: 6 }, (_, index) => {
    const x = 700 + index * 130;
    const y = 560 - ((index * 37) % 60);
    const colour = random.pick(['#f4efe6', '#e9d2b4', '#f2c6b4', '#d9e4dd']);
    return (
      rect(x, y, 100, 80, colour) +
      polygon(
        [
          [x - 8, y],
          [x + 50, y - 40],
          [x + 108, y],
        ],
        '#b5533c',
      ) +
      rect(x + 20, y + 24, 20, 26, '#5a7890') +
      rect(x + 60, y + 24, 20, 26, '#5a7890')
    );
  }).join('');
  const pines = Array.from({ length: 14 }, (_, index) => {
    const x = 560 + index * 70 + random.integer(-20, 20);
    const y = 600 - random.integer(0, 120);
    return rect(x - 5, y, 10, 40, '#5b4332') + ellipse(x, y - 10, 50, 28, index % 2 ? '#2f5d3a' : '#3c6e47');
  }).join('');
  const body =
    rect(0, 0, 1600, 1067, 'url(#islands-sky)') +
    circle(300, 180, 70, colours.sun) +
    path('M480,660 Q700,420 1000,470 Q1300,420 1600,600 L1600,680 L480,680 Z', '#6f9a63') +
    pines +
    mansions +
    rect(0, 660, 1600, 407, 'url(#islands-sea)') +
    boat(620, 930, 2.2, '#ffffff', '#f1ece2') +
    Array.from({ length: 6 }, (_, index) =>
      path(`M${120 + index * 260},${220 + (index % 2) * 50} q12,-12 24,0 q12,-12 24,0`, 'none', {
        stroke: '#44556a',
        'stroke-width': 4,
      }),
    ).join('');
  return svgDocument(body, skyDefinitions('day', 'islands'), width);
}

/** Meze spread seen from above: plates, bread, tea, a fish plate. */
export function mezeTable(seed: number, width: number): string {
  const random = seededRandom(seed);
  const table = random.pick(['#8a5a3b', '#6b4a34', '#9c6b43']);
  const dishes = ['#d64933', '#f2c14e', '#7ea16b', '#f5e6c8', '#c8553d', '#a3c4bc', '#e8a87c'];
  const plates = Array.from({ length: 9 }, (_, index) => {
    const cx = 220 + (index % 3) * 420 + random.integer(-40, 40);
    const cy = 220 + Math.floor(index / 3) * 300 + random.integer(-30, 30);
    const r = random.integer(95, 130);
    const food = random.pick(dishes);
    const garnish = Array.from({ length: 5 }, () =>
      circle(
        cx + random.integer(-r / 2, r / 2),
        cy + random.integer(-r / 2, r / 2),
        random.integer(8, 16),
        random.pick(['#3f6b3d', '#f6f1e7', '#b3411f']),
      ),
    ).join('');
    return (
      circle(cx + 8, cy + 10, r, '#000000', { opacity: 0.18 }) +
      circle(cx, cy, r, '#f9f6ef') +
      circle(cx, cy, r * 0.72, food) +
      garnish
    );
  }).join('');
  const body =
    rect(0, 0, 1600, 1067, table) +
    Array.from({ length: 12 }, (_, index) =>
      line(0, index * 95, 1600, index * 95 + 10, shade(table, 0.15), 3),
    ).join('') +
    rect(120, 80, 1360, 900, '#f4efe6', { opacity: 0.25, rx: 20 }) +
    plates +
    ellipse(1420, 880, 140, 70, '#d9a55b') +
    ellipse(1420, 870, 110, 50, '#e8bd77') +
    teaGlass(120, 960, 1.6) +
    teaGlass(1480, 200, 1.6);
  return svgDocument(body, '', width);
}

function archRow(colour: string): string {
  return Array.from({ length: 5 }, (_, index) => {
    const x = index * 340 - 40;
    const stripes = Array.from({ length: 9 }, (_, stripe) =>
      rect(x + stripe * 36, 120, 18, 40, stripe % 2 ? '#f4ead8' : colour),
    ).join('');
    return (
      path(`M${x},1067 L${x},300 A160,160 0 0 1 ${x + 320},300 L${x + 320},1067 Z`, shade(colour, 0.55)) +
      stripes
    );
  }).join('');
}

/** Grand Bazaar: vaulted arches, mosaic lamps, stalls with textiles and spice cones. */
export function bazaar(seed: number, width: number, spices: boolean): string {
  const random = seededRandom(seed);
  const lampColours = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8e44ad', '#3d5a80'];
  const lamps = Array.from({ length: 14 }, (_, index) => {
    const x = 80 + index * 110 + random.integer(-20, 20);
    const length = random.integer(80, 300);
    const colour = random.pick(lampColours);
    return (
      line(x, 0, x, length, '#3b2f2f', 3) +
      ellipse(x, length + 40, 34, 44, colour) +
      ellipse(x, length + 40, 48, 58, colour, { opacity: 0.25 }) +
      polygon(
        [
          [x - 8, length + 84],
          [x + 8, length + 84],
          [x, length + 110],
        ],
        '#c9a227',
      )
    );
  }).join('');
  const stall = spices
    ? Array.from({ length: 7 }, (_, index) => {
        const cx = 140 + index * 220;
        const colour = random.pick(['#c0392b', '#e67e22', '#f1c40f', '#8e5a2b', '#6d8a3b', '#d35400']);
        return (
          rect(cx - 90, 860, 180, 120, '#7a4b2a') +
          polygon(
            [
              [cx - 80, 860],
              [cx, 680 + random.integer(0, 60)],
              [cx + 80, 860],
            ],
            colour,
          ) +
          rect(cx - 40, 870, 80, 30, '#f4ead8')
        );
      }).join('')
    : Array.from({ length: 8 }, (_, index) => {
        const x = index * 200 + 10;
        const colour = random.pick(lampColours);
        return (
          rect(x, 640, 180, 420, colour) +
          Array.from({ length: 6 }, (_, row) =>
            rect(x + 10, 660 + row * 66, 160, 12, tint(colour, 0.5)),
          ).join('')
        );
      }).join('');
  const body =
    rect(0, 0, 1600, 1067, '#3a2a22') +
    archRow('#b5533c') +
    rect(0, 980, 1600, 87, '#5e4130') +
    stall +
    lamps +
    ellipse(800, 300, 700, 240, '#ffd98e', { opacity: 0.12 });
  return svgDocument(body, '', width);
}
