import { hashKey, type Random, seededRandom } from './svg-kit.ts';

export type Palette = {
  wall: string;
  floor: string;
  wood: string;
  /** Sofa, duvet, towels. */
  fabric: string;
  /** Cushions, rugs, small things. */
  accent: string;
  facade: string;
  trim: string;
};

/** Hand-picked, warm Istanbul interiors; each apartment gets one by the hash of its key. */
const palettes: readonly Palette[] = [
  {
    wall: '#f3e9dc',
    floor: '#c89f74',
    wood: '#8a5a3b',
    fabric: '#2f5d62',
    accent: '#e07a3f',
    facade: '#e9c9a6',
    trim: '#fdf6ec',
  },
  {
    wall: '#e8eef0',
    floor: '#b98d66',
    wood: '#6b4a34',
    fabric: '#c8553d',
    accent: '#f2c14e',
    facade: '#c9d6df',
    trim: '#ffffff',
  },
  {
    wall: '#f6efe4',
    floor: '#d2b48c',
    wood: '#7c5a3c',
    fabric: '#5b7553',
    accent: '#d96c4a',
    facade: '#f0d9b5',
    trim: '#fffaf2',
  },
  {
    wall: '#efe6f0',
    floor: '#a9805c',
    wood: '#5e4130',
    fabric: '#3d5a80',
    accent: '#ee6c4d',
    facade: '#d8b4a0',
    trim: '#fbf3ee',
  },
  {
    wall: '#fbf1e6',
    floor: '#c9a27e',
    wood: '#94613f',
    fabric: '#8e3b46',
    accent: '#e9b44c',
    facade: '#b8d8ba',
    trim: '#fffdf8',
  },
  {
    wall: '#e9efe6',
    floor: '#bf9470',
    wood: '#70503a',
    fabric: '#d08c60',
    accent: '#4a7c8c',
    facade: '#f2e3bc',
    trim: '#ffffff',
  },
  {
    wall: '#f1ebe4',
    floor: '#9f7b5c',
    wood: '#4f3a2c',
    fabric: '#a3b18a',
    accent: '#c1666b',
    facade: '#e6b8a2',
    trim: '#fff8f1',
  },
  {
    wall: '#eef3f7',
    floor: '#caa57f',
    wood: '#7a4e2d',
    fabric: '#264653',
    accent: '#f4a261',
    facade: '#a8c5da',
    trim: '#fafcff',
  },
];

export type ApartmentStyle = {
  palette: Palette;
  /** Draw the room mirrored, so the window is sometimes on the other side. */
  mirrored: boolean;
  /** 0..2: picks among furniture arrangements. */
  layout: number;
  /** Seed for small details (cushions, books, plants). */
  random: Random;
};

/** The same apartment key always gives the same style; a room type adds its own variation of details. */
export function apartmentStyle(apartmentKey: string, room = ''): ApartmentStyle {
  const hash = hashKey(apartmentKey);
  return {
    palette: palettes[hash % palettes.length] as Palette,
    mirrored: ((hash >>> 4) ^ hashKey(room)) % 2 === 1,
    layout: (hash >>> 8) % 3,
    random: seededRandom(hash ^ hashKey(room)),
  };
}

export const mirrorTransform = 'translate(1600 0) scale(-1 1)';
