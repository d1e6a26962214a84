import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalOpener } from '../../../../test/modal-opener';
import { renderApp } from '../../../../test/render-app';
import { EXAMPLE_SITE, OPERATOR_SITE } from '../../../../test/site-settings';
import { installScrollGeometry } from './scroll-geometry.test-support';
import { isScrolledToEnd, TermsContent } from './terms-content';
import TermsModal from './terms-modal';

async function openTerms(url: string, title: string, site = EXAMPLE_SITE) {
  renderApp(<ModalOpener modal="terms" label="Terms" />, {
    url,
    modals: { terms: TermsModal },
    namespaces: ['common'],
    site,
  });
  const opener = await screen.findByRole('button', { name: 'Terms' });
  // The texts load lazily: the suspended modal resumes only when the act around the click is awaited.
  await act(async () => fireEvent.click(opener));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByTestId('terms-scroll-area');
  return dialog;
}

const sections = (dialog: HTMLElement) =>
  within(dialog).getAllByTestId('terms-section') as HTMLDetailsElement[];

describe('isScrolledToEnd', () => {
  it('counts the last 10 px as the end', () => {
    expect(isScrolledToEnd({ scrollTop: 589, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 590, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});

describe('TermsModal', () => {
  it('shows 12 collapsible sections in English, the first open, with the secure-transaction notice', async () => {
    const dialog = await openTerms('/en', 'Terms of Service and Privacy Policy');
    const all = sections(dialog);
    expect(all).toHaveLength(12);
    expect(all.map((section) => section.open)).toEqual([true, ...Array(11).fill(false)]);
    expect(within(all[0] as HTMLElement).getByText('1. About these terms')).toBeTruthy();
    expect(within(dialog).getByText(/guarantee fee of 15–25 % of the total price/)).toBeTruthy();
    expect(within(dialog).getByText(/Check-in is from 14:00 and check-out is by 11:00/)).toBeTruthy();
    expect(within(dialog).getByTestId('terms-secure-notice').textContent).toMatch(/^Secure transaction/);
    expect(within(dialog).queryByTestId('terms-language-note')).toBeNull();
    // The operator's contact details come from the site's configuration, not from placeholders.
    expect(within(dialog).queryByText(/{{/)).toBeNull();
  });

  it('gives the postal address of the settings', async () => {
    const operator = await openTerms('/en', 'Terms of Service and Privacy Policy', OPERATOR_SITE);
    expect(
      within(operator).getByText(
        /Contact: Turnacıbaşı Cad\. No: 10, 34433 Beyoğlu \/ İstanbul, (Türkiye|Turkey) · Phone/,
      ),
    ).toBeTruthy();
    expect(within(operator).queryByText(/Örnek/)).toBeNull();
  });

  it('says that the built-in postal address is an example', async () => {
    const demo = await openTerms('/en', 'Terms of Service and Privacy Policy', EXAMPLE_SITE);
    expect(
      within(demo).getByText(/İstanbul, (Türkiye|Turkey) \(Example details — this is a demo site\) · Phone/),
    ).toBeTruthy();
  });

  it('shows the Turkish text on Turkish pages', async () => {
    const dialog = await openTerms('/', 'Hizmet Şartları ve Gizlilik Politikası');
    expect(within(sections(dialog)[0] as HTMLElement).getByText('1. Bu şartlar hakkında')).toBeTruthy();
    expect(within(dialog).getByTestId('terms-scroll-area').getAttribute('lang')).toBe('tr');
  });

  it('gives Arabic readers the English text under an Arabic title, and says so', async () => {
    const dialog = await openTerms('/ar', 'شروط الخدمة وسياسة الخصوصية');
    expect(within(dialog).getByTestId('terms-language-note').textContent).toBe(
      'يُعرض نص الشروط باللغة الإنجليزية.',
    );
    const area = within(dialog).getByTestId('terms-scroll-area');
    expect(area.getAttribute('lang')).toBe('en');
    expect(area.getAttribute('dir')).toBe('ltr');
    expect(within(area).getByText('1. About these terms')).toBeTruthy();
  });

  it('gives Russian readers the English text too', async () => {
    const dialog = await openTerms('/ru', 'Условия обслуживания и Политика конфиденциальности');
    expect(within(dialog).getByTestId('terms-language-note')).toBeTruthy();
    expect(within(dialog).getByText('12. Changes, contact and jurisdiction')).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const dialog = await openTerms('/en', 'Terms of Service and Privacy Policy');
    fireEvent.click(within(dialog).getByTestId('terms-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('TermsContent in accept mode', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('unlocks "accept" only within 10 px of the bottom, with a hint until then', async () => {
    restore = installScrollGeometry({ scrollHeight: 2000, clientHeight: 400 });
    const onAccept = vi.fn();
    renderApp(<TermsContent mode="accept" onAccept={onAccept} onBack={() => {}} />, {
      url: '/en',
      namespaces: ['common', 'terms'],
    });
    const accept = (await screen.findByTestId('terms-accept')) as HTMLButtonElement;
    const area = screen.getByTestId('terms-scroll-area');
    const hint = screen.getByText('Please read the terms to the end to be able to accept them.');
    expect(accept.disabled).toBe(true);
    expect(accept.getAttribute('aria-describedby')).toBe(hint.id);

    area.scrollTop = 1589;
    fireEvent.scroll(area);
    expect(accept.disabled).toBe(true);

    area.scrollTop = 1590;
    fireEvent.scroll(area);
    expect(accept.disabled).toBe(false);
    expect(screen.queryByText('Please read the terms to the end to be able to accept them.')).toBeNull();

    // Scrolling back up does not take the permission away.
    area.scrollTop = 0;
    fireEvent.scroll(area);
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('needs no scrolling when the whole text fits', async () => {
    restore = installScrollGeometry({ scrollHeight: 300, clientHeight: 400 });
    renderApp(<TermsContent mode="accept" onAccept={() => {}} onBack={() => {}} />, {
      url: '/en',
      namespaces: ['common', 'terms'],
    });
    const accept = (await screen.findByTestId('terms-accept')) as HTMLButtonElement;
    await waitFor(() => expect(accept.disabled).toBe(false));
  });
});
