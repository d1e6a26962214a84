import type { ListingPhoto, ListingPhotosPage } from '@konak/domain/api/admin/listing-photo';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { uploadListingPhoto } from './api/upload-listing-photo';
import { PhotoManagerPage } from './photo-manager-page';

vi.mock('./api/upload-listing-photo', () => ({ uploadListingPhoto: vi.fn() }));
const upload = vi.mocked(uploadListingPhoto);

const APARTMENT = '55555555-5555-4555-8555-555555555555';
const photo = (n: number, extra: Partial<ListingPhoto> = {}): ListingPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  path: `/media/uploads/${String(n).repeat(32)}`,
  previewUrl: `/media/uploads/${String(n).repeat(32)}/480.webp`,
  width: 1600,
  height: 1067,
  alt: { tr: '', en: '', ar: '', ru: '' },
  isCover: n === 1,
  ...extra,
});
const page = (items: ListingPhoto[]): ListingPhotosPage => ({
  items,
  total: items.length,
  title: 'Cihangir Terrace',
});
const listOf = (items: ListingPhoto[]) => ({
  items: items.map((item, index) => ({ ...item, isCover: index === 0 })),
  total: items.length,
});

function renderPage(answers: StubAnswer[]) {
  const fetch = vi.fn(async () => responseOf(answers.shift() ?? 'never'));
  vi.stubGlobal('fetch', fetch);
  renderApp(<PhotoManagerPage kind="apartments" id={APARTMENT} />, {
    url: `/en/admin/apartments/${APARTMENT}/photos`,
    namespaces: ['common', 'admin', 'admin-photos'],
  });
  return fetch;
}

const sent = (fetch: ReturnType<typeof renderPage>, index: number) => {
  const [url, init] = fetch.mock.calls[index] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
};

beforeEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

describe('the photo manager', () => {
  it('uploads chosen files one by one, shows each refusal, and adds the photos to the grid', async () => {
    renderPage([{ body: page([]) }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos: Cihangir Terrace' })).toBeTruthy();
    expect(screen.getByText(/No photos yet/)).toBeTruthy();
    upload
      .mockImplementationOnce(async (_kind, _id, _file, onProgress) => {
        onProgress(0.5);
        return photo(1);
      })
      .mockRejectedValueOnce(
        Object.assign(
          new (await import('../../../lib/api-client')).ApiError('This file is not a photo.', {
            status: 400,
            hasServerMessage: true,
          }),
        ),
      );
    const input = screen.getByLabelText('Choose photos') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input, {
      target: {
        files: [
          new File(['a'], 'terrace.jpg', { type: 'image/jpeg' }),
          new File(['b'], 'script.jpg', { type: 'image/jpeg' }),
          huge,
        ],
      },
    });
    expect(await screen.findByText('This file is not a photo.')).toBeTruthy();
    expect(screen.getByText(/Larger than 20 MB/)).toBeTruthy();
    expect(screen.getByText('Added')).toBeTruthy();
    // The big file never left the browser; the others went in order.
    expect(upload.mock.calls.map((call) => (call[2] as File).name)).toEqual(['terrace.jpg', 'script.jpg']);
    expect(screen.getByText('1 of 3 photos added.').getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { name: 'Photo 1 of 1' })).toBeTruthy();
    expect(screen.getByText('Cover')).toBeTruthy();
  });

  it('drops files on the zone to upload them', async () => {
    renderPage([{ body: page([]) }]);
    upload.mockResolvedValueOnce(photo(1));
    const zone = await screen.findByTestId('photo-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['a'], 'drop.png', { type: 'image/png' })] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'Photo 1 of 1' })).toBeTruthy();
  });

  it('moves a photo, makes another the cover and keeps focus on the moved photo', async () => {
    const [one, two, three] = [photo(1), photo(2), photo(3)];
    const fetch = renderPage([
      { body: page([one, two, three]) },
      { body: listOf([two, one, three]) },
      { body: listOf([three, two, one]) },
    ]);
    const earlier = await screen.findByRole('button', { name: 'Move photo 2 earlier' });
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(earlier);
    expect(await screen.findByText('Order saved.')).toBeTruthy();
    expect(sent(fetch, 1)).toEqual({
      url: `/api/admin/apartments/${APARTMENT}/photos/order`,
      method: 'PUT',
      body: { photoIds: [two.id, one.id, three.id] },
    });
    // Photo two is first now; its "earlier" button is disabled, so focus is on its "later" one.
    await waitFor(() => expect(document.activeElement?.id).toBe(`${two.id}-later`));

    fireEvent.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
    expect(await screen.findByText('Photo 1 is the cover now.')).toBeTruthy();
    expect(sent(fetch, 2)).toMatchObject({
      url: `/api/admin/apartments/${APARTMENT}/photos/${three.id}/cover`,
      method: 'POST',
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    expect(document.querySelector('ol img')?.getAttribute('src')).toBe(three.previewUrl);
  });

  it('saves descriptions in four languages, Arabic right to left', async () => {
    const saved = photo(1, { alt: { tr: 'Teras', en: 'Terrace', ar: 'شرفة', ru: '' } });
    const fetch = renderPage([{ body: page([photo(1)]) }, { body: listOf([saved]) }]);
    const arabic = (await screen.findByLabelText('Description in العربية')) as HTMLInputElement;
    expect(arabic.dir).toBe('rtl');
    expect(arabic.lang).toBe('ar');
    expect(screen.getByText('Missing: Türkçe, English, العربية, Русский')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Description in Türkçe'), { target: { value: 'Teras' } });
    fireEvent.change(screen.getByLabelText('Description in English'), { target: { value: 'Terrace' } });
    fireEvent.change(arabic, { target: { value: 'شرفة' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save descriptions' }));
    expect(await screen.findByText('Descriptions saved.')).toBeTruthy();
    expect(sent(fetch, 1).body).toEqual({ alt: { tr: 'Teras', en: 'Terrace', ar: 'شرفة', ru: '' } });
    expect(screen.getByText('Missing: Русский')).toBeTruthy();
  });

  it('asks before deleting a photo, then removes it', async () => {
    const fetch = renderPage([{ body: page([photo(1), photo(2)]) }, { body: listOf([photo(2)]) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted.')).toBeTruthy();
    expect(sent(fetch, 1)).toMatchObject({
      url: `/api/admin/apartments/${APARTMENT}/photos/${photo(1).id}`,
      method: 'DELETE',
    });
    expect(screen.getByRole('heading', { name: 'Photo 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
