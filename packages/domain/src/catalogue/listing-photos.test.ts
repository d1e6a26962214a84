import { describe, expect, it } from 'vitest';
import { detectPhotoFormat } from './listing-photos.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('detectPhotoFormat', () => {
  it('names JPEG, PNG, WebP and HEIF/AVIF by their first bytes', () => {
    expect(detectPhotoFormat(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(detectPhotoFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectPhotoFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectPhotoFormat(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('heif');
    expect(detectPhotoFormat(bytes([0, 0, 0, 24], 'ftypavif'))).toBe('heif');
    expect(detectPhotoFormat(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('heif');
  });

  it('refuses everything else, whatever the file would be called', () => {
    for (const hostile of [
      bytes('#!/bin/sh\nrm -rf /'),
      bytes('<!doctype html><script>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('<?xml version="1.0"?><svg>'),
      bytes('%PDF-1.7'),
      bytes('GIF89a'),
      bytes([0, 0, 0, 24], 'ftypisom'), // an MP4 video
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes([0xff, 0xd8]), // too short to be a JPEG
      bytes(),
    ]) {
      expect(detectPhotoFormat(hostile)).toBeNull();
    }
  });
});
