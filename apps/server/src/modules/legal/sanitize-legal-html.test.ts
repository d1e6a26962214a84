import { describe, expect, it } from 'vitest';
import { plainText, prepareLegalContent, sanitizeLegalHtml } from './sanitize-legal-html.ts';

const link = (href: string) => sanitizeLegalHtml(`<p><a href="${href}">x</a></p>`);

describe('sanitizeLegalHtml', () => {
  it('keeps http(s), mailto, tel, site paths and anchors; external links get rel="noopener noreferrer"', () => {
    expect(link('https://www.kvkk.gov.tr/')).toBe(
      '<p><a href="https://www.kvkk.gov.tr/" rel="noopener noreferrer">x</a></p>',
    );
    expect(link('http://example.com')).toBe(
      '<p><a href="http://example.com" rel="noopener noreferrer">x</a></p>',
    );
    expect(link('mailto:kvkk@konak.example')).toBe('<p><a href="mailto:kvkk@konak.example">x</a></p>');
    expect(link('tel:+902120000000')).toBe('<p><a href="tel:+902120000000">x</a></p>');
    expect(link('/legal/kvkk#section-2')).toBe('<p><a href="/legal/kvkk#section-2">x</a></p>');
    expect(link('#section-2')).toBe('<p><a href="#section-2">x</a></p>');
  });

  it('turns every other link into plain text, however it is disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'java&#0000115;cript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
      '/\\evil.example',
      'https:evil.example',
      'relative/path',
      'ftp://example.com',
    ]) {
      expect(link(href), href).toBe('<p>x</p>');
    }
  });

  it('drops scripts, styles, event handlers, classes and ids, keeping the words of unknown tags', () => {
    expect(
      sanitizeLegalHtml(
        '<div class="x"><h2 id="own" onclick="x()">Başlık</h2><script>alert(1)</script><style>h2{}</style>' +
          '<p style="color:red" onmouseover="x()">Metin <span>ve</span> <u>daha</u></p><svg onload="x()"></svg>' +
          '<noscript><img src=x onerror=alert(1)></noscript><template><script>1</script></template></div>',
      ),
    ).toBe('<h2>Başlık</h2><p>Metin ve daha</p>');
  });

  it('keeps tables with their header scopes and spans', () => {
    const table =
      '<table><thead><tr><th scope="col">Ad</th><th scope="col">Süre</th></tr></thead>' +
      '<tbody><tr><td colspan="2">lang</td></tr></tbody></table>';
    expect(sanitizeLegalHtml(table)).toBe(table);
  });
});

describe('prepareLegalContent', () => {
  it('numbers the h2s as anchors and lists them as plain text', () => {
    expect(
      prepareLegalContent('<h2>1. <em>Veri</em> &amp; Hak</h2><p>x</p><h3>Alt</h3><h2>2.<br>İletişim</h2>'),
    ).toEqual({
      content:
        '<h2 id="section-1">1. <em>Veri</em> &amp; Hak</h2><p>x</p><h3>Alt</h3><h2 id="section-2">2.<br />İletişim</h2>',
      sections: [
        { id: 'section-1', title: '1. Veri & Hak' },
        { id: 'section-2', title: '2. İletişim' },
      ],
    });
  });

  it('cannot be fooled by a heading id or text that looks like markup', () => {
    const { content, sections } = prepareLegalContent('<h2 id="x">a &lt;/h2&gt; b</h2>');
    expect(content).toBe('<h2 id="section-1">a &lt;/h2&gt; b</h2>');
    expect(sections).toEqual([{ id: 'section-1', title: 'a </h2> b' }]);
    expect(plainText('a&nbsp;b &quot;c&quot;')).toBe('a b "c"');
  });
});
