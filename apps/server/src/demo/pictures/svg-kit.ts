/**
 * Small helpers for drawing the demo pictures as SVG in code. Every scene draws on a 1600×1067 canvas (3:2, the
 * stored source size); the encoder scales it to the requested width, so the drawings stay sharp at every size.
 */
export const CANVAS_WIDTH = 1600;
export const CANVAS_HEIGHT = 1067;

export type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) => ` ${name}="${typeof value === 'number' ? round(value) : escapeXml(String(value))}"`,
    )
    .join('');
}

const round = (value: number) => String(Math.round(value * 10) / 10);

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
) => `<rect${attributes({ x, y, width, height, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  `<circle${attributes({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attributes = {},
) => `<ellipse${attributes({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const polygon = (points: Array<[number, number]>, fill: string, extra: Attributes = {}) =>
  `<polygon${attributes({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attributes = {}) =>
  `<path${attributes({ d, fill, ...extra })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line${attributes({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round' })}/>`;

export const group = (content: string, extra: Attributes = {}) => `<g${attributes(extra)}>${content}</g>`;

/** A vertical gradient, referenced as `url(#id)`. */
export const verticalGradient = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(
      (color, index) =>
        `<stop offset="${round((index / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('')}</linearGradient>`;

/** Wraps a scene in an <svg> of the requested pixel size that scales the fixed canvas. */
export function svgDocument(body: string, definitions = '', width = CANVAS_WIDTH): string {
  const height = Math.round((width * CANVAS_HEIGHT) / CANVAS_WIDTH);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}" preserveAspectRatio="xMidYMid slice"><defs>${definitions}</defs>${body}</svg>`;
}

/** FNV-1a: a stable 32-bit hash of a key, so the same apartment always gets the same palette and layout. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  integer(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: deterministic and good enough for placing windows and cushions. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    integer: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** Mixes two #rrggbb colours; amount 0 gives the first, 1 the second. */
export function mix(from: string, to: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const a = parse(from);
  const b = parse(to);
  return `#${a
    .map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const shade = (color: string, amount: number) => mix(color, '#1b1410', amount);
export const tint = (color: string, amount: number) => mix(color, '#ffffff', amount);
