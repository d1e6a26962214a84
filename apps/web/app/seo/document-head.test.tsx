import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Link, MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentOnlyHead, DocumentOnlyHeadTags, jsonForScript } from './document-head';

describe('document-only head tags', () => {
  it('are in the server’s HTML, marked, with JSON-LD that no text can end early', () => {
    const html = renderToString(
      <DocumentOnlyHeadTags
        value={[
          { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://konak.test/en' },
          { property: 'og:title', content: 'Loft' },
          { 'script:ld+json': { '@type': 'Thing', name: '</script><script>alert(1)</script>' } },
        ]}
      >
        <MemoryRouter>
          <DocumentOnlyHead />
        </MemoryRouter>
      </DocumentOnlyHeadTags>,
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en" href="https://konak.test/en" data-document-only=""/>',
    );
    expect(html).toContain('<meta property="og:title" content="Loft" data-document-only=""/>');
    expect(html).toContain('"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    expect(html).not.toContain('</script><script>alert');
    expect(JSON.parse(jsonForScript({ text: 'a<b&c>\u2028' }))).toEqual({ text: 'a<b&c>\u2028' });
  });

  it('render nothing in the browser, and the server’s go at the first navigation: they describe that page', async () => {
    const serverTag = document.createElement('meta');
    serverTag.setAttribute('property', 'og:title');
    serverTag.setAttribute('data-document-only', '');
    document.head.append(serverTag);
    function Page() {
      return (
        <>
          <DocumentOnlyHead />
          <Link to="/next">Next</Link>
          <Outlet />
        </>
      );
    }
    const Stub = createRoutesStub([
      { path: '/', Component: Page, children: [{ path: 'next', Component: () => null }] },
    ]);
    const view = render(<Stub initialEntries={['/']} />);
    await view.findByText('Next');
    expect(document.head.contains(serverTag)).toBe(true);
    await act(async () => view.getByText('Next').click());
    expect(document.head.contains(serverTag)).toBe(false);
  });
});
