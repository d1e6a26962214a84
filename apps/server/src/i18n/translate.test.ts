import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en.ts';
import { translate } from './translate.ts';

describe('server messages', () => {
  it('exist, non-empty and with the same placeholders, in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const text = translate(language, key);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text.match(/\{\w+\}/g)?.sort(), `${language} ${key}`).toEqual(
          en[key].match(/\{\w+\}/g)?.sort(),
        );
      }
    }
  });

  it('fills placeholders', () => {
    expect(translate('tr', 'error.rate_limited', { seconds: 30 })).toContain('30 saniye');
  });
});
