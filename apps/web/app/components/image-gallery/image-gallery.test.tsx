import { responsiveImage } from '@konak/domain/catalogue/image-variants';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { indexForKey, stepIndex, swipeStep } from './gallery-navigation';
import { ImageGallery } from './image-gallery';

const images = ['exterior', 'living', 'kitchen', 'balcony'].map((room) =>
  responsiveImage(`/media/apartments/test/${room}`, { width: 1600, height: 1200 }, `The ${room}`),
);

function shownAlt(): string | null {
  return (
    screen.getByRole('region', { name: 'Cihangir flat' }).querySelector('img')?.getAttribute('alt') ?? null
  );
}

describe('gallery navigation rules', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('follows the reading direction with arrow keys and swipes', () => {
    expect(indexForKey('ArrowRight', 0, 4, 'ltr')).toBe(1);
    expect(indexForKey('ArrowRight', 0, 4, 'rtl')).toBe(3);
    expect(indexForKey('ArrowLeft', 0, 4, 'rtl')).toBe(1);
    expect(indexForKey('End', 0, 4, 'ltr')).toBe(3);
    expect(indexForKey('Enter', 0, 4, 'ltr')).toBeNull();
    expect(swipeStep(-80, 10, 'ltr')).toBe(1);
    expect(swipeStep(-80, 10, 'rtl')).toBe(-1);
    expect(swipeStep(80, 10, 'rtl')).toBe(1);
    expect(swipeStep(-20, 0, 'ltr')).toBe(0);
    expect(swipeStep(-60, 90, 'ltr')).toBe(0);
  });
});

describe('ImageGallery', () => {
  it('steps with the buttons and counts "n / total"', async () => {
    renderApp(<ImageGallery images={images} label="Cihangir flat" sizes="100vw" />, { url: '/en' });
    expect(await screen.findByText('1 / 4')).toBeTruthy();
    expect(shownAlt()).toBe('The exterior');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 4')).toBeTruthy();
    expect(shownAlt()).toBe('The living');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it('mirrors the arrow keys in Arabic and swipes by touch', async () => {
    renderApp(<ImageGallery images={images} label="Cihangir flat" sizes="100vw" />, { url: '/ar' });
    const region = await screen.findByRole('region', { name: 'Cihangir flat' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 4')).toBeTruthy();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByText('1 / 4')).toBeTruthy();

    const frame = region.querySelector('img')?.closest('div') as HTMLElement;
    fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: 200, clientY: 110 });
    expect(screen.getByText('2 / 4')).toBeTruthy();
  });

  it('jumps to a picture picked in the show-all grid and returns focus', async () => {
    renderApp(<ImageGallery images={images} label="Cihangir flat" sizes="100vw" />, { url: '/en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show all 4 photos' }));
    const thumbnails = screen.getAllByRole('button', { name: /^Photo \d of 4$/ });
    expect(thumbnails).toHaveLength(4);
    expect(document.activeElement).toBe(thumbnails[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 4' }));
    expect(screen.getByText('3 / 4')).toBeTruthy();
    expect(shownAlt()).toBe('The kitchen');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show all 4 photos' }));
  });

  it('follows a controlled index and reports moves to its parent', async () => {
    const moves: number[] = [];
    renderApp(
      <ImageGallery
        images={images}
        label="Cihangir flat"
        sizes="100vw"
        index={2}
        onIndexChange={(next) => moves.push(next)}
      />,
      { url: '/en' },
    );
    expect(await screen.findByText('3 / 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(moves).toEqual([3]);
    expect(screen.getByText('3 / 4')).toBeTruthy();
  });

  it('shows no controls for a single picture and a note for none', async () => {
    const { unmount } = renderApp(
      <ImageGallery images={images.slice(0, 1)} label="Cihangir flat" sizes="100vw" />,
      { url: '/en' },
    );
    expect(await screen.findByRole('img', { name: 'The exterior' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderApp(<ImageGallery images={[]} label="Cihangir flat" sizes="100vw" />, { url: '/en' });
    expect(await screen.findByText('No photos yet')).toBeTruthy();
  });
});
