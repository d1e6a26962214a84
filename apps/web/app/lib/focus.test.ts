import { afterEach, describe, expect, it } from 'vitest';
import {
  focusElement,
  focusHeadingAfterReload,
  focusPageHeading,
  restoreFocus,
  takeFocusAfterReload,
} from './focus';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function page(html: string): void {
  document.body.innerHTML = html;
}

describe('focus helper (decision 096)', () => {
  it('makes a heading focusable and focuses it, but not a disabled control', () => {
    page('<h1>Title</h1><button disabled>Off</button>');
    const heading = document.querySelector('h1');
    expect(focusElement(heading)).toBe(true);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(focusElement(document.querySelector('button'))).toBe(false);
    expect(document.activeElement).toBe(heading);
  });

  it('focuses the page heading, or main until the heading appears', async () => {
    page('<main id="main"></main>');
    focusPageHeading();
    const main = document.getElementById('main');
    expect(document.activeElement).toBe(main);
    const heading = document.createElement('h1');
    main?.append(heading);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(heading);
  });

  it('restores focus to the opener, or to the page heading when the opener is gone', () => {
    page('<button id="opener">Sign in</button><main id="main"><h1>Book</h1></main>');
    const opener = document.getElementById('opener');
    restoreFocus(opener);
    expect(document.activeElement).toBe(opener);
    opener?.remove();
    restoreFocus(opener);
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('hands focus to the heading across one reload only', () => {
    expect(takeFocusAfterReload()).toBe(false);
    focusHeadingAfterReload();
    expect(takeFocusAfterReload()).toBe(true);
    expect(takeFocusAfterReload()).toBe(false);
  });
});
