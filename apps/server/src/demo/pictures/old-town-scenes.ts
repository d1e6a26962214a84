import { galataTower, skies, skyDefinitions, type TimeOfDay } from './landscape.ts';
import { teaGlass } from './room-parts.ts';
import {
  circle,
  ellipse,
  group,
  line,
  path,
  polygon,
  rect,
  seededRandom,
  shade,
  svgDocument,
  tint,
} from './svg-kit.ts';

/** Scenes of the old town for tours: streets, Galata, the hammam, the cistern, a café. */

/** Balat: steep street of colourful wooden houses with bay windows. */
export function colourfulStreet(seed: number, width: number, withTower: boolean): string {
  const random = seededRandom(seed);
  const colours = ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#8ab17d', '#d4a5a5', '#6d9dc5', '#c8553d'];
  const houses = Array.from({ length: 6 }, (_, index) => {
    const x = index * 270 - 20;
    const ground = 860 - index * 40;
    const height = random.integer(420, 560);
    const colour = random.pick(colours);
    const windows = [0, 1, 2]
      .map((floor) =>
        [0, 1]
          .map(
            (column) =>
              rect(x + 40 + column * 110, ground - 140 - floor * 150, 70, 100, '#f8f4ec') +
              rect(x + 48 + column * 110, ground - 132 - floor * 150, 54, 84, '#4b6a82'),
          )
          .join(''),
      )
      .join('');
    return (
      rect(x, ground - height, 270, height + 300, colour) +
      rect(x, ground - height - 16, 270, 20, shade(colour, 0.3)) +
      rect(x + 10, ground - 280, 250, 160, tint(colour, 0.15)) +
      windows +
      rect(x + 100, ground - 110, 70, 110, shade(colour, 0.4))
    );
  }).join('');
  const body =
    rect(0, 0, 1600, 1067, '#9fd3ec') +
    circle(1350, 150, 60, '#fff4c2') +
    (withTower ? galataTower(800, 420, 1, '#d8c3a5', '#6b4a34') : '') +
    houses +
    polygon(
      [
        [0, 900],
        [1600, 660],
        [1600, 1067],
        [0, 1067],
      ],
      '#a39e93',
    ) +
    Array.from({ length: 30 }, (_, index) =>
      ellipse((index * 97) % 1600, 1067 - ((index * 53) % 300), 30, 10, '#8e887c'),
    ).join('') +
    line(0, 140, 1600, 220, '#333333', 2) +
    Array.from({ length: 12 }, (_, index) =>
      rect(40 + index * 130, 150 + index * 6, 30, 40, random.pick(colours)),
    ).join('');
  return svgDocument(body, '', width);
}

/** Galata Tower rising above the rooftops of Karaköy. */
export function galataRooftops(time: TimeOfDay, seed: number, width: number): string {
  const random = seededRandom(seed);
  const colours = skies[time];
  const roofs = Array.from({ length: 14 }, (_, index) => {
    const x = index * 120 - 30;
    const top = 700 + random.integer(-80, 80);
    const colour = shade(
      random.pick(['#d9c6a5', '#e3b7a0', '#c7d3c0', '#f0d9b5']),
      time === 'dusk' ? 0.5 : 0.1,
    );
    return (
      rect(x, top, 130, 1067 - top, colour) +
      polygon(
        [
          [x - 6, top],
          [x + 65, top - 50],
          [x + 136, top],
        ],
        '#b5533c',
      ) +
      rect(x + 30, top + 40, 30, 40, time === 'day' ? '#5a7890' : '#ffd98e') +
      rect(x + 76, top + 40, 30, 40, '#5a7890')
    );
  }).join('');
  const body =
    rect(0, 0, 1600, 1067, 'url(#galata-sky)') +
    circle(1250, 260, 80, colours.sun, { opacity: 0.9 }) +
    galataTower(720, 760, 1.5, time === 'dusk' ? '#8a7a6c' : '#d8c3a5', '#5e4130') +
    roofs;
  return svgDocument(body, skyDefinitions(time, 'galata'), width);
}

/** Hammam: a dome with star-shaped skylights over the warm marble platform. */
export function hammam(seed: number, width: number): string {
  const random = seededRandom(seed);
  const stars = Array.from({ length: 24 }, (_, index) => {
    const angle = (index / 24) * Math.PI;
    const ring = 1 + (index % 3);
    return circle(800 - Math.cos(angle) * ring * 160, 420 - Math.sin(angle) * ring * 110, 14, '#fff6d8');
  }).join('');
  const marble = '#ece6dc';
  const body =
    rect(0, 0, 1600, 1067, '#c9bba8') +
    path('M100,520 A700,500 0 0 1 1500,520 Z', '#b8a891') +
    stars +
    Array.from(
      { length: 6 },
      (_, index) =>
        rect(120 + index * 260, 520, 80, 400, marble) +
        path(`M${120 + index * 260},520 A40,40 0 0 1 ${200 + index * 260},520`, shade(marble, 0.1)),
    ).join('') +
    rect(0, 900, 1600, 167, shade(marble, 0.08)) +
    polygon(
      [
        [400, 880],
        [1200, 880],
        [1300, 960],
        [300, 960],
      ],
      marble,
    ) +
    rect(300, 960, 1000, 50, shade(marble, 0.15)) +
    ellipse(800, 820, 160, 40, tint('#c9a227', 0.3)) +
    ellipse(800, 812, 120, 26, '#dccaa0') +
    circle(1360, 860, 30, random.pick(['#c9a227', '#b87333'])) +
    ellipse(800, 300, 500, 260, '#fff6d8', { opacity: 0.15 }) +
    rect(240, 820, 140, 60, '#d64933', { rx: 10 }) +
    Array.from({ length: 4 }, (_, index) => rect(250, 830 + index * 12, 120, 4, '#f4ead8')).join('');
  return svgDocument(body, '', width);
}

/** Basilica Cistern: rows of columns reflected in dark water. */
export function cistern(width: number): string {
  const columns = Array.from({ length: 3 }, (_, row) =>
    Array.from({ length: 7 }, (_, index) => {
      const scale = 1 - row * 0.25;
      const x = 100 + index * 240 * scale + row * 120;
      const colour = shade('#d9a35b', row * 0.25);
      return (
        rect(x, 160 + row * 60, 44 * scale, 520 - row * 80, colour) +
        rect(x, 680 - row * 20, 44 * scale, 280 * scale, colour, { opacity: 0.3 })
      );
    }).join(''),
  )
    .reverse()
    .join('');
  const arches = Array.from({ length: 8 }, (_, index) =>
    path(`M${index * 220 - 40},220 A110,90 0 0 1 ${index * 220 + 180},220`, 'none', {
      stroke: '#8a5a3b',
      'stroke-width': 18,
    }),
  ).join('');
  const body =
    rect(0, 0, 1600, 1067, '#2a1a14') +
    rect(0, 680, 1600, 387, '#1a2a30') +
    group(arches) +
    columns +
    ellipse(800, 500, 700, 300, '#f4a261', { opacity: 0.12 });
  return svgDocument(body, '', width);
}

/** Turkish coffee on a café table in front of a street-art wall. */
export function coffeeAndStreetArt(seed: number, width: number): string {
  const random = seededRandom(seed);
  const paints = ['#e63946', '#2a9d8f', '#f4a261', '#8e44ad', '#e9c46a', '#3d5a80'];
  const mural = Array.from({ length: 9 }, () =>
    circle(random.integer(0, 1600), random.integer(0, 620), random.integer(80, 220), random.pick(paints), {
      opacity: 0.85,
    }),
  ).join('');
  const body =
    rect(0, 0, 1600, 1067, '#f1e3c8') +
    mural +
    path('M200,420 q200,-260 400,0 t400,0 t400,0', 'none', { stroke: '#1d1d1d', 'stroke-width': 18 }) +
    rect(0, 640, 1600, 427, '#6b4a34') +
    ellipse(800, 780, 300, 60, '#c0c0c0') +
    ellipse(800, 770, 250, 46, '#d9d9d9') +
    path('M700,770 L720,640 L880,640 L900,770 Z', '#b03a2e') +
    ellipse(800, 640, 80, 14, '#3b2314') +
    path('M900,680 q60,10 0,60', 'none', { stroke: '#b03a2e', 'stroke-width': 14 }) +
    rect(1080, 720, 140, 60, '#f4ead8', { rx: 8 }) +
    rect(1090, 700, 120, 30, '#c94f7c', { rx: 8 }) +
    ellipse(420, 780, 110, 24, '#f9f6ef') +
    teaGlass(420, 770, 1.6);
  return svgDocument(body, '', width);
}
