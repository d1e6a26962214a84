// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextWith, fakeCatalogue } from '../features/search/search-test-fixtures';
import { loader as homeLoader } from './home';
import { loader as languageLayoutLoader } from './language-layout';
import { loader as notFoundLoader } from './not-found';

type LayoutArgs = Parameters<typeof languageLayoutLoader>[0];
type HomeArgs = Parameters<typeof homeLoader>[0];

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('language layout loader', () => {
  it.each([undefined, 'en', 'ar', 'ru', 'de', 'fr'])('accepts the prefix %s', (lang) => {
    expect(languageLayoutLoader({ params: { lang } } as LayoutArgs)).toBeNull();
  });

  it.each(['owners', 'xx', 'EN'])('answers 404 for the unknown first segment %s', (lang) => {
    const error = thrownBy(() => languageLayoutLoader({ params: { lang } } as LayoutArgs));
    expect((error as { init?: ResponseInit } | undefined)?.init?.status).toBe(404);
  });
});

describe('not-found route', () => {
  it('renders with status 404', () => {
    expect(notFoundLoader().init?.status).toBe(404);
  });
});

describe('home loader', () => {
  it('sends no texts: the islands bring theirs with their code (decision 060)', async () => {
    const url = new URL('https://konak.test/ru/rentals');
    const data = await homeLoader({
      url,
      context: contextWith(fakeCatalogue().catalogue),
    } as unknown as HomeArgs);
    expect(data).not.toHaveProperty('i18n');
  });
});
