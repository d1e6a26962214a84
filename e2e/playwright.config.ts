import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';

// global-setup.ts starts the site and publishes its address in E2E_BASE_URL before the workers start,
// and workers read this file again, so they see the address. Setting E2E_BASE_URL yourself reuses a
// running site instead (e.g. E2E_BASE_URL=http://localhost:3000 while developing).
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: one worker per core keeps the server and the browsers from starving each other.
  workers: 2,
  // Generous: two workers, the site, a mail catcher and an OpenID issuer share two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? './test-results/report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    {
      name: 'mobile',
      // The phone the issues name: 390 × 844 (an iPhone 12–15 sized screen), touch and a mobile user agent.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
