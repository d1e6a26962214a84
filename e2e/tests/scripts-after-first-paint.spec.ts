import { expect, test } from '../fixtures/test.ts';
import { waitForHydration } from '../fixtures/translations.ts';

// Decision 104: a first visit fetches its scripts once the hero picture is painted, so on a slow phone the picture
// does not share the link with them; the page must still come to life as before.
for (const path of ['/', '/ar/owners']) {
  test(`${path} asks for its scripts after the hero picture has arrived, then works`, async ({
    browser,
    page,
  }, testInfo) => {
    // A first visit by someone else: the server encodes a picture's size the first time it is asked for, which
    // can take longer than the three seconds the scripts wait at most.
    await page.goto(path);
    await waitForHydration(page);
    const context = await browser.newContext({
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
    });
    const guest = await context.newPage();
    const asked: { url: string; at: number }[] = [];
    const arrived = new Map<string, number>();
    guest.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
    guest.on('requestfinished', (request) => arrived.set(request.url(), Date.now()));
    await guest.goto(path);
    await waitForHydration(guest);
    await context.close();

    const hero = asked.find(({ url }) => url.includes('/media/site/hero'));
    const firstScript = asked.find(({ url }) => url.endsWith('.js'));
    expect(hero, 'the hero picture is asked for').toBeDefined();
    expect(firstScript, 'the scripts are asked for').toBeDefined();
    expect(arrived.get(hero?.url ?? '')).toBeLessThanOrEqual(firstScript?.at ?? 0);
    // Each module is fetched once: the preloads and the imports share their requests.
    const scripts = asked.filter(({ url }) => url.endsWith('.js')).map(({ url }) => url);
    expect(new Set(scripts).size).toBe(scripts.length);
  });
}
