import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apartmentRoomTypes } from '../../db/schema/apartment-images.ts';
import { demoApartments } from '../demo-catalogue.ts';
import {
  apartmentRoomScene,
  sitePicture,
  sitePictureNames,
  tourScene,
  tourSceneNames,
} from './scene-registry.ts';

const scenes = [
  ...apartmentRoomTypes.map(
    (room) => [`apartment ${room}`, apartmentRoomScene('moda-sahil-terrace', room)] as const,
  ),
  ...tourSceneNames.map((scene) => [`tour ${scene}`, tourScene('kadikoy-food-tour', scene)] as const),
  ...sitePictureNames.map((name) => [`site ${name}`, sitePicture(name)] as const),
];

describe('generated scenes', () => {
  it.each(scenes)('%s is an SVG that librsvg renders at the requested size', async (_name, render) => {
    const svg = render(320);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="213" /);
    expect(svg).not.toMatch(/NaN|undefined|href=|<image|<script/);
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(320);
    expect(info.height).toBe(213);
    // A real drawing, not an empty or single-colour canvas: many distinct colours.
    const colours = new Set<number>();
    for (let offset = 0; offset < data.length; offset += info.channels * 7) {
      colours.add(((data[offset] ?? 0) << 16) | ((data[offset + 1] ?? 0) << 8) | (data[offset + 2] ?? 0));
    }
    expect(colours.size).toBeGreaterThan(40);
  });

  it('draws the same picture every time', () => {
    for (const [, render] of scenes) expect(render(480)).toBe(render(480));
  });

  it('gives the apartments different looks: palettes and layouts come from the apartment key', () => {
    const livingRooms = new Set(
      demoApartments.map((apartment) => apartmentRoomScene(apartment.key, 'living')(320)),
    );
    expect(livingRooms.size).toBe(demoApartments.length);
    const wallColours = new Set(
      demoApartments.map(
        (apartment) => /fill="(#[0-9a-f]{6})"/.exec(apartmentRoomScene(apartment.key, 'living')(320))?.[1],
      ),
    );
    expect(wallColours.size).toBeGreaterThanOrEqual(6);
  });

  it('varies the same scene between two tours', () => {
    expect(tourScene('kadikoy-food-tour', 'meze-table')(320)).not.toBe(
      tourScene('princes-islands-buyukada', 'meze-table')(320),
    );
  });
});
