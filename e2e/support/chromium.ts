// How every test launches Debian's Chromium (Playwright cannot download its own browsers here).
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_LAUNCH = { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS };

/**
 * Chromium as a guest has it: Playwright launches it with --disable-popup-blocking, so a script could open a
 * window no guest's browser would let it open. Without that switch, only a click may open one.
 */
export const CHROMIUM_LAUNCH_BLOCKING_POPUPS = {
  ...CHROMIUM_LAUNCH,
  ignoreDefaultArgs: ['--disable-popup-blocking'],
};
