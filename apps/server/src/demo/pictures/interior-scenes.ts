import { type ApartmentStyle, mirrorTransform } from './apartment-style.ts';
import type { TimeOfDay } from './landscape.ts';
import {
  curtains,
  floorLamp,
  pendantLamp,
  plant,
  roomShell,
  rug,
  shelfWithBooks,
  teaGlass,
  wallArt,
  windowDefinitions,
  windowWithView,
} from './room-parts.ts';
import { circle, ellipse, group, line, path, polygon, rect, shade, svgDocument, tint } from './svg-kit.ts';

/** A drawn room: the body and the gradients/clips it needs. */
export type Scene = { body: string; definitions: string };

const timeFor = (style: ApartmentStyle): TimeOfDay =>
  (['day', 'sunset', 'day'] as const)[style.layout] ?? 'day';

function finish(style: ApartmentStyle, scene: Scene, width: number): string {
  const body = style.mirrored ? group(scene.body, { transform: mirrorTransform }) : scene.body;
  return svgDocument(body, scene.definitions, width);
}

function sofa(x: number, y: number, width: number, fabric: string, accent: string, cushions: number): string {
  const dark = shade(fabric, 0.2);
  const pillows = Array.from({ length: cushions }, (_, index) => {
    const cx = x + 90 + (index * (width - 180)) / Math.max(1, cushions - 1);
    return rect(cx - 50, y - 40, 100, 90, index % 2 ? accent : tint(accent, 0.45), {
      rx: 18,
      transform: `rotate(${index % 2 ? 6 : -6} ${cx} ${y})`,
    });
  }).join('');
  return (
    rect(x, y - 130, width, 170, dark, { rx: 40 }) +
    rect(x - 30, y - 40, 90, 170, fabric, { rx: 30 }) +
    rect(x + width - 60, y - 40, 90, 170, fabric, { rx: 30 }) +
    rect(x + 40, y + 20, width - 80, 100, fabric, { rx: 20 }) +
    pillows +
    rect(x + 10, y + 120, 16, 40, shade(fabric, 0.5)) +
    rect(x + width - 26, y + 120, 16, 40, shade(fabric, 0.5))
  );
}

export function livingRoom(style: ApartmentStyle, width: number): string {
  const { palette, random } = style;
  const time = timeFor(style);
  const win = { x: 980, y: 150, width: 460, height: 470 };
  const cushions = random.integer(2, 4);
  const body =
    roomShell(palette) +
    windowWithView(win.x, win.y, win.width, win.height, palette, time, random.integer(0, 400)) +
    curtains(win.x, win.y, win.width, win.height, tint(palette.fabric, 0.55)) +
    wallArt(180, 210, palette, random) +
    rug(600, 960, 900, palette) +
    sofa(190, 770, 760, palette.fabric, palette.accent, cushions) +
    // coffee table with tea
    ellipse(600, 1000, 220, 34, shade(palette.wood, 0.15)) +
    rect(440, 1000, 14, 60, shade(palette.wood, 0.3)) +
    rect(746, 1000, 14, 60, shade(palette.wood, 0.3)) +
    teaGlass(560, 992, 1) +
    teaGlass(630, 992, 1) +
    circle(700, 985, 20, palette.accent) +
    (style.layout === 2 ? shelfWithBooks(1080, 720, 420, palette, random) : floorLamp(1120, 1000, palette)) +
    plant(1420, 1020, 1.3, shade(palette.accent, 0.1));
  return finish(
    style,
    { body, definitions: windowDefinitions(win.x, win.y, win.width, win.height, time) },
    width,
  );
}

export function bedroom(style: ApartmentStyle, width: number): string {
  const { palette, random } = style;
  const time: TimeOfDay = random.pick(['day', 'dusk', 'sunset'] as const);
  const duvet = random.pick([
    palette.fabric,
    palette.accent,
    shade(palette.fabric, 0.2),
    tint(palette.accent, 0.3),
  ]);
  const throwColour = duvet === palette.accent ? palette.fabric : palette.accent;
  const win = { x: 1180, y: 160, width: 300, height: 420 };
  const bedX = 330;
  const pillows = [0, 1]
    .map((index) => rect(bedX + 90 + index * 300, 600, 250, 100, '#fdfbf7', { rx: 40 }))
    .join('');
  const stripes = Array.from({ length: 6 }, (_, index) =>
    rect(bedX + 20, 760 + index * 40, 700, 14, tint(duvet, 0.3), { opacity: 0.5 }),
  ).join('');
  const nightstand = (x: number) =>
    rect(x, 700, 130, 150, palette.wood, { rx: 8 }) +
    rect(x + 12, 740, 106, 6, shade(palette.wood, 0.3)) +
    rect(x + 55, 610, 20, 90, shade(palette.wood, 0.4)) +
    polygon(
      [
        [x + 20, 620],
        [x + 110, 620],
        [x + 90, 550],
        [x + 40, 550],
      ],
      tint(palette.accent, 0.5),
    );
  const body =
    roomShell(palette) +
    rect(bedX - 20, 280, 780, 140, tint(palette.wall, 0.5)) +
    wallArt(bedX + 60, 250, palette, random) +
    windowWithView(win.x, win.y, win.width, win.height, palette, time, random.integer(0, 400)) +
    curtains(win.x, win.y, win.width, win.height, palette.fabric) +
    rect(bedX, 420, 740, 300, palette.wood, { rx: 30 }) +
    rect(bedX + 30, 450, 680, 240, tint(palette.wood, 0.25), { rx: 20 }) +
    pillows +
    rect(bedX - 10, 680, 760, 300, duvet, { rx: 26 }) +
    stripes +
    rect(bedX - 10, 680, 760, 60, tint(duvet, 0.7), { rx: 20 }) +
    rect(bedX + 420, 760, 300, 160, throwColour, { rx: 16, opacity: 0.85 }) +
    nightstand(140) +
    nightstand(bedX + 780) +
    rug(bedX + 370, 1020, 900, palette);
  return finish(
    style,
    { body, definitions: windowDefinitions(win.x, win.y, win.width, win.height, time) },
    width,
  );
}

export function kitchen(style: ApartmentStyle, width: number): string {
  const { palette, random } = style;
  const cabinet =
    style.layout === 0 ? palette.fabric : style.layout === 1 ? '#f4f1ea' : tint(palette.wood, 0.2);
  const counterTop = 600;
  const tiles = Array.from({ length: 16 }, (_, column) =>
    Array.from({ length: 4 }, (_, row) =>
      rect(
        60 + column * 92,
        420 + row * 45,
        88,
        41,
        (column + row) % 2 ? tint(palette.accent, 0.75) : '#fbfaf6',
      ),
    ).join(''),
  ).join('');
  const upperCabinets = [60, 300, 1120, 1360]
    .map((x) => rect(x, 120, 220, 250, cabinet, { rx: 6 }) + rect(x + 100, 330, 20, 6, shade(cabinet, 0.4)))
    .join('');
  const lowerCabinets = Array.from({ length: 6 }, (_, index) => {
    const x = 60 + index * 247;
    return (
      rect(x, counterTop + 30, 240, 240, cabinet, { rx: 6 }) +
      rect(x + 100, counterTop + 60, 40, 8, shade(cabinet, 0.4))
    );
  }).join('');
  const win = { x: 600, y: 110, width: 400, height: 270 };
  const body =
    roomShell(palette) +
    tiles +
    upperCabinets +
    windowWithView(win.x, win.y, win.width, win.height, palette, 'day', random.integer(0, 400)) +
    lowerCabinets +
    rect(40, counterTop, 1520, 34, shade(palette.wood, 0.1)) +
    // hob with a çaydanlık (double teapot)
    rect(240, counterTop - 8, 260, 12, '#2c2c2c') +
    circle(310, counterTop - 40, 34, '#c9ccd1') +
    circle(310, counterTop - 90, 24, '#d8dbe0') +
    // sink and tap
    rect(1140, counterTop - 6, 260, 10, '#b9c0c8') +
    path(
      `M1270,${counterTop - 6} L1270,${counterTop - 90} Q1270,${counterTop - 120} 1300,${counterTop - 120} L1320,${counterTop - 120}`,
      'none',
      { stroke: '#8a929b', 'stroke-width': 12 },
    ) +
    // bowl of fruit and tea glasses
    path(`M640,${counterTop} A80,50 0 0 1 800,${counterTop} Z`, palette.accent, {
      transform: `rotate(180 720 ${counterTop})`,
    }) +
    circle(690, counterTop - 30, 26, '#e94f37') +
    circle(735, counterTop - 36, 26, '#f6ae2d') +
    circle(770, counterTop - 26, 22, '#86a83d') +
    teaGlass(900, counterTop - 2, 1) +
    teaGlass(950, counterTop - 2, 1) +
    pendantLamp(500, 0, palette.accent) +
    pendantLamp(1100, 0, palette.accent);
  return finish(
    style,
    { body, definitions: windowDefinitions(win.x, win.y, win.width, win.height, 'day') },
    width,
  );
}

export function bathroom(style: ApartmentStyle, width: number): string {
  const { palette, random } = style;
  const tileColour = random.pick([
    '#dfe9ec',
    tint(palette.fabric, 0.75),
    tint(palette.accent, 0.7),
    '#e8e0d2',
  ]);
  const tiles = Array.from({ length: 24 }, (_, column) =>
    Array.from({ length: 12 }, (_, row) =>
      rect(column * 68, row * 64, 64, 60, row < 5 ? '#f7f5f0' : tileColour),
    ).join(''),
  ).join('');
  const withTub = random.next() < 0.6;
  const tub = withTub
    ? rect(820, 600, 680, 230, '#fbfbfb', { rx: 60 }) +
      rect(850, 600, 620, 40, '#e9eef0', { rx: 20 }) +
      line(1420, 600, 1420, 480, '#9aa3ab', 10) +
      line(1420, 480, 1370, 480, '#9aa3ab', 10) +
      rect(840, 820, 30, 60, '#c9b18a') +
      rect(1450, 820, 30, 60, '#c9b18a')
    : rect(880, 180, 620, 700, '#cfe3ea', { opacity: 0.45 }) +
      rect(880, 180, 8, 700, '#9aa3ab') +
      line(1300, 200, 1300, 300, '#9aa3ab', 10) +
      circle(1260, 310, 40, '#b8c0c8');
  const towels = [0, 1, 2]
    .map((index) =>
      rect(120 + index * 80, 470, 64, 150, index === 1 ? palette.accent : tint(palette.accent, 0.4), {
        rx: 8,
      }),
    )
    .join('');
  const body =
    tiles +
    rect(0, 880, 1600, 187, shade(tileColour, 0.12)) +
    // vanity with a round mirror
    circle(560, 330, 150, shade(palette.wood, 0.1)) +
    circle(560, 330, 136, '#dbe7ee') +
    path('M470,260 L560,200', 'none', { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.7 }) +
    rect(380, 560, 360, 40, '#fdfdfd', { rx: 12 }) +
    rect(400, 600, 320, 200, palette.wood, { rx: 10 }) +
    rect(555, 520, 10, 40, '#9aa3ab') +
    line(80, 460, 380, 460, '#9aa3ab', 8) +
    towels +
    tub +
    plant(300, 880, 0.8, palette.accent) +
    circle(700, 545, 12, tint(palette.accent, 0.3)) +
    ellipse(620, 960, 200, 36, palette.accent, { opacity: 0.6 }) +
    (random.next() < 0.5 ? rect(1000, 540, 24, 60, '#f4d9a6', { rx: 8 }) : '');
  return finish(style, { body, definitions: '' }, width);
}

/** "Other": a reading and work corner by the entrance, so every flat has a calm extra picture. */
export function readingCorner(style: ApartmentStyle, width: number): string {
  const { palette, random } = style;
  const shelves = [260, 420, 580].map((y) => shelfWithBooks(860, y, 560, palette, random)).join('');
  const body =
    roomShell(palette) +
    rect(840, 160, 600, 600, tint(palette.wood, 0.55)) +
    shelves +
    // armchair
    rect(240, 560, 360, 300, palette.accent, { rx: 60 }) +
    rect(200, 700, 90, 220, shade(palette.accent, 0.15), { rx: 36 }) +
    rect(550, 700, 90, 220, shade(palette.accent, 0.15), { rx: 36 }) +
    rect(280, 760, 320, 120, tint(palette.accent, 0.15), { rx: 24 }) +
    rect(290, 640, 120, 100, palette.fabric, { rx: 18 }) +
    rect(260, 920, 20, 50, shade(palette.wood, 0.3)) +
    rect(560, 920, 20, 50, shade(palette.wood, 0.3)) +
    floorLamp(720, 980, palette) +
    // side desk with a laptop
    rect(1000, 800, 420, 24, palette.wood) +
    rect(1020, 824, 16, 180, shade(palette.wood, 0.3)) +
    rect(1384, 824, 16, 180, shade(palette.wood, 0.3)) +
    polygon(
      [
        [1130, 800],
        [1290, 800],
        [1270, 700],
        [1150, 700],
      ],
      '#3d4550',
    ) +
    teaGlass(1350, 798, 0.9) +
    rug(500, 1010, 700, palette) +
    plant(130, 1000, 1.1, shade(palette.fabric, 0.1));
  return finish(style, { body, definitions: '' }, width);
}
