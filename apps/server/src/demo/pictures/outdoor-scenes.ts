import { type ApartmentStyle, mirrorTransform } from './apartment-style.ts';
import { bosphorusView, galataTower, mosque, skies, skyDefinitions, type TimeOfDay } from './landscape.ts';
import { plant, teaGlass } from './room-parts.ts';
import {
  circle,
  ellipse,
  group,
  line,
  path,
  polygon,
  type Random,
  rect,
  shade,
  svgDocument,
  tint,
} from './svg-kit.ts';

/** An Istanbul apartment block: bay windows (cumba), iron balconies, a shop or door at street level. */
export function building(
  x: number,
  width: number,
  floors: number,
  facade: string,
  trim: string,
  random: Random,
  withBay: boolean,
): string {
  const floorHeight = 150;
  const groundY = 930;
  const top = groundY - floors * floorHeight - 60;
  const columns = Math.max(2, Math.round(width / 150));
  const columnWidth = width / columns;
  let windows = '';
  for (let floor = 0; floor < floors; floor++) {
    const y = groundY - (floor + 1) * floorHeight - 10;
    for (let column = 0; column < columns; column++) {
      const wx = x + column * columnWidth + columnWidth * 0.22;
      const ww = columnWidth * 0.56;
      const lit = random.next() < 0.25;
      windows +=
        rect(wx - 8, y - 10, ww + 16, 12, trim) +
        rect(wx, y, ww, 100, lit ? '#ffd98e' : '#4b6a82') +
        rect(wx + ww / 2 - 3, y, 6, 100, trim) +
        rect(wx - 6, y + 100, ww + 12, 10, trim);
      if (floor > 0 && random.next() < 0.35) {
        windows +=
          rect(wx - 14, y + 66, ww + 28, 6, '#2d2d2d') +
          Array.from({ length: 7 }, (_, index) =>
            rect(wx - 10 + (index * (ww + 20)) / 6, y + 70, 3, 40, '#2d2d2d'),
          ).join('') +
          rect(wx - 14, y + 108, ww + 28, 8, shade(facade, 0.25));
      }
    }
  }
  const bay = withBay
    ? rect(x + width * 0.3, top + 90, width * 0.4, floors * floorHeight - 160, tint(facade, 0.15)) +
      Array.from({ length: floors - 1 }, (_, index) =>
        rect(x + width * 0.33, top + 120 + index * floorHeight, width * 0.34, 90, '#5a7890'),
      ).join('')
    : '';
  const shopColour = random.pick(['#b5533c', '#2f5d62', '#7a4b2a', '#3d5a80']);
  return (
    rect(x, top, width, groundY - top, facade) +
    rect(x - 10, top - 16, width + 20, 24, shade(facade, 0.2)) +
    polygon(
      [
        [x - 10, top - 16],
        [x + width / 2, top - 70],
        [x + width + 10, top - 16],
      ],
      '#b5533c',
    ) +
    windows +
    bay +
    rect(x, groundY - 140, width, 140, shade(facade, 0.12)) +
    rect(x + width * 0.1, groundY - 120, width * 0.45, 110, '#2e3f4f') +
    rect(x + width * 0.08, groundY - 140, width * 0.49, 24, shopColour) +
    rect(x + width * 0.66, groundY - 130, width * 0.2, 130, shade(facade, 0.45), { rx: 6 })
  );
}

export function exterior(style: ApartmentStyle, width: number): string {
  const { palette, random } = style;
  const time: TimeOfDay = style.layout === 1 ? 'sunset' : 'day';
  const colours = skies[time];
  const neighbours = [tint(palette.facade, 0.3), shade(palette.facade, 0.1), '#d9c6a5', '#c7d3c0', '#e3b7a0'];
  const floors = 4 + style.layout;
  const body =
    rect(0, 0, 1600, 1067, 'url(#street-sky)') +
    circle(1300, 180, 70, colours.sun, { opacity: 0.85 }) +
    building(-60, 440, 3 + random.integer(0, 2), random.pick(neighbours), '#f6efe4', random, false) +
    building(1200, 460, 3 + random.integer(0, 2), random.pick(neighbours), '#f6efe4', random, false) +
    building(400, 780, floors, palette.facade, palette.trim, random, style.layout !== 0) +
    // street, pavement, a tree and a street cat
    rect(0, 930, 1600, 40, '#cfc6b8') +
    rect(0, 970, 1600, 97, '#7c7f86') +
    Array.from({ length: 6 }, (_, index) => rect(60 + index * 280, 1012, 140, 10, '#e8e4dc')).join('') +
    rect(250, 760, 22, 180, '#6b4a34') +
    circle(262, 720, 110, '#5f8d4e') +
    circle(200, 770, 70, '#6f9d5c') +
    circle(330, 760, 80, '#547f45') +
    ellipse(980, 925, 28, 14, '#3b3b3b') +
    circle(1004, 908, 12, '#3b3b3b') +
    polygon(
      [
        [996, 900],
        [1000, 888],
        [1006, 899],
      ],
      '#3b3b3b',
    ) +
    path('M952,924 Q930,900 940,880', 'none', { stroke: '#3b3b3b', 'stroke-width': 6 });
  const scene = style.mirrored ? group(body, { transform: mirrorTransform }) : body;
  return svgDocument(
    scene,
    `<linearGradient id="street-sky" x1="0" y1="0" x2="0" y2="1">${colours.sky.map((colour, index) => `<stop offset="${(index / Math.max(1, colours.sky.length - 1)) * 100}%" stop-color="${colour}"/>`).join('')}</linearGradient>`,
    width,
  );
}

/** Balcony or rooftop terrace: a bistro table with tea in front of the Bosphorus. */
export function balcony(style: ApartmentStyle, width: number, timeOfDay?: TimeOfDay): string {
  const { palette, random } = style;
  const time: TimeOfDay = timeOfDay ?? (['sunset', 'day', 'dusk'] as const)[style.layout] ?? 'sunset';
  const railingY = 720;
  const bars = Array.from({ length: 33 }, (_, index) => rect(index * 50, railingY, 8, 200, '#2e2e2e')).join(
    '',
  );
  const chair = (x: number) =>
    rect(x, 760, 110, 16, palette.accent) +
    rect(x + 6, 640, 14, 300, palette.accent) +
    rect(x + 90, 776, 12, 160, palette.accent) +
    rect(x + 6, 640, 100, 16, palette.accent);
  const body =
    bosphorusView(0, 0, 1600, 760, time, random.integer(0, 400), 'balcony') +
    rect(0, railingY - 12, 1600, 16, '#2e2e2e') +
    bars +
    rect(0, 920, 1600, 147, tint(palette.floor, 0.2)) +
    Array.from({ length: 8 }, (_, index) =>
      line(index * 220, 920, index * 220 - 80, 1067, shade(palette.floor, 0.1), 3),
    ).join('') +
    // table, tea and simit
    ellipse(800, 800, 170, 30, palette.trim) +
    rect(790, 810, 20, 190, '#3b3b3b') +
    ellipse(800, 1000, 80, 12, '#3b3b3b') +
    teaGlass(750, 796, 1.1) +
    teaGlass(840, 796, 1.1) +
    circle(900, 785, 26, 'none', { stroke: '#c68a4a', 'stroke-width': 12 }) +
    chair(500) +
    group(chair(0), { transform: 'translate(1600 0) scale(-1 1) translate(500 0)' }) +
    plant(160, 1000, 1.5, '#b5533c') +
    plant(1450, 1000, 1.2, shade(palette.fabric, 0.1)) +
    path('M0,0 L1600,0 L1600,50 Q800,110 0,50 Z', shade(palette.fabric, 0.1), { opacity: 0.9 });
  const scene = style.mirrored ? group(body, { transform: mirrorTransform }) : body;
  return svgDocument(scene, skyDefinitions(time, 'balcony'), width);
}

/** Old-city skyline with domes and minarets across the water, used by tours and heroes. */
export function oldCitySkyline(time: TimeOfDay, width: number, withTower = false): string {
  const colours = skies[time];
  const horizon = 720;
  const houses = Array.from({ length: 22 }, (_, index) => {
    const x = index * 75;
    const height = 40 + ((index * 53) % 70);
    return rect(x, horizon - height, 70, height, shade(colours.hills, 0.1 + (index % 3) * 0.05));
  }).join('');
  const body =
    rect(0, 0, 1600, 1067, 'url(#skyline-sky)') +
    circle(1180, time === 'day' ? 200 : 560, 90, colours.sun, { opacity: 0.9 }) +
    Array.from({ length: 5 }, (_, index) =>
      ellipse(200 + index * 300, 150 + (index % 2) * 60, 120, 26, '#ffffff', {
        opacity: time === 'day' ? 0.6 : 0.15,
      }),
    ).join('') +
    houses +
    mosque(430, horizon - 60, 1.25, colours.hills) +
    mosque(1000, horizon - 40, 0.9, shade(colours.hills, 0.1)) +
    (withTower
      ? galataTower(1380, horizon - 20, 1, shade(colours.hills, 0.05), shade(colours.hills, 0.3))
      : '') +
    rect(0, horizon, 1600, 347, 'url(#skyline-sea)') +
    Array.from({ length: 14 }, (_, index) =>
      rect((index * 211) % 1560, horizon + 30 + ((index * 41) % 300), 80, 4, colours.sun, { opacity: 0.4 }),
    ).join('') +
    Array.from({ length: 5 }, (_, index) => {
      const x = 200 + index * 320;
      return path(`M${x},${300 + (index % 2) * 40} q14,-14 28,0 q14,-14 28,0`, 'none', {
        stroke: shade(colours.hills, 0.3),
        'stroke-width': 4,
      });
    }).join('');
  return svgDocument(body, skyDefinitions(time, 'skyline'), width);
}
