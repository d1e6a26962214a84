import type { LegalDocumentEditor, LegalVersion } from '@konak/domain/api/admin/legal-documents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { LegalEditorPage } from './legal-editor-page';

const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';

const editor: LegalDocumentEditor = {
  type: 'terms-conditions',
  language: 'tr',
  version: 1,
  title: 'Şartlar',
  content: '<p>Eski metin</p>',
  versions: [
    { id: V1, version: 1, title: 'Şartlar', savedByName: null, createdAt: '2026-11-01T09:00:00.000Z' },
  ],
};

const saved: LegalVersion = {
  id: V2,
  type: 'terms-conditions',
  language: 'tr',
  version: 2,
  title: 'Yeni şartlar',
  savedByName: 'Ayşe Admin',
  createdAt: '2026-11-27T09:00:00.000Z',
  content: '<p>Yeni metin</p>',
  sections: [],
};

/** Answers by address: the editor, the preview (the server's cleaning, imitated), the save, an old version. */
function renderPage(saveAnswer: StubAnswer = { status: 201, body: saved }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/preview')) {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      return responseOf({ body: { content: content.replace(/<script>.*?<\/script>/g, ''), sections: [] } });
    }
    if (url.includes('/versions/')) {
      return responseOf({
        body: { ...saved, id: V1, version: 1, title: 'Şartlar', content: '<p>Eski metin</p>' },
      });
    }
    if (init?.method === 'PUT') return responseOf(saveAnswer);
    return responseOf({ body: editor });
  });
  vi.stubGlobal('fetch', fetch);
  renderApp(<LegalEditorPage type="terms-conditions" language="tr" />, {
    url: '/en/admin/content/legal/terms-conditions/tr',
    namespaces: ['common', 'admin', 'admin-content'],
  });
  return fetch;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the legal document editor', () => {
  it('previews the draft as the server cleans it and saves it once as a new version', async () => {
    const fetch = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions (Turkish)' }),
    ).toBeTruthy();
    const preview = await screen.findByTestId('legal-preview');
    expect(await within(preview).findByText('Eski metin')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Yeni şartlar' } });
    fireEvent.change(screen.getByLabelText(/Content \(HTML\)/), {
      target: { value: '<p>Yeni metin</p><script>alert(1)</script>' },
    });
    expect(await within(preview).findByText('Yeni metin')).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();

    const save = screen.getByRole('button', { name: 'Save as a new version' }) as HTMLButtonElement;
    fireEvent.click(save);
    expect(save.disabled).toBe(true);
    expect((await screen.findByText('Version 2 saved and live.')).getAttribute('role')).toBe('status');
    const saves = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.[0]).toBe('/api/admin/legal-documents/terms-conditions/tr');
    expect(JSON.parse(String(saves[0]?.[1]?.body))).toEqual({
      title: 'Yeni şartlar',
      content: '<p>Yeni metin</p><script>alert(1)</script>',
      baseVersion: 1,
    });
    expect(screen.getByTestId('legal-current-version').textContent).toBe('Version 2 is live.');
    const history = screen.getByTestId('legal-history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText(/Version 2 · .* · Ayşe Admin/)).toBeTruthy();
  });

  it('shows an old version on demand and the server’s message when someone saved meanwhile', async () => {
    renderPage({
      status: 409,
      body: { message: 'Someone saved a newer version of this document meanwhile. Reload to see it.' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the text of version 1' }));
    const old = await screen.findByTestId('legal-old-version');
    expect(within(old).getByText('Eski metin')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText(/Someone saved a newer version/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('legal-current-version').textContent).toBe('Version 1 is live.'),
    );
  });
});
