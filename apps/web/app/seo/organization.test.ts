import { describe, expect, it } from 'vitest';
import { EXAMPLE_SITE, OPERATOR_SITE } from '../../test/site-settings';
import { pageSeoContext } from './page-seo.server';
import { organization } from './structured-data';

const context = pageSeoContext(new URL('https://konak.test/en'));

describe('the Organization block', () => {
  it('gives search engines the address and social profile of the settings', () => {
    const block = organization(context, OPERATOR_SITE);
    expect(block.address).toMatchObject({ streetAddress: 'Turnacıbaşı Cad. No: 10', addressCountry: 'TR' });
    expect(block.sameAs).toEqual(['https://www.facebook.com/konak.istanbul']);
  });

  it('leaves the examples out, since a search result cannot say they are examples', () => {
    const block = organization(context, EXAMPLE_SITE);
    expect(block.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'İstanbul',
      addressCountry: 'TR',
    });
    expect(block).not.toHaveProperty('sameAs');
    expect(JSON.stringify(block)).not.toContain('Örnek');
  });
});
