import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { apiServer, baseURL, repoRoot } from './helpers/site';

// Debian's Chromium; never a downloaded browser. CHROMIUM_PATH overrides.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  // The fault tests stop and start shared servers and rewrite remotes.json: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: apiServer.command,
    cwd: repoRoot,
    url: apiServer.healthURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...apiServer.env,
      // Locks expire within a test (tests/locks.spec.ts) rather than after five minutes.
      LOCK_TTL_SECONDS: '12',
      // Staff access tokens run out within a test, so the staff screen's silent refresh runs in
      // every back-office test (tests/back-office.spec.ts, ADR 0048) rather than after 15 minutes.
      STAFF_TOKEN_TTL_SECONDS: '5',
    },
  },
});
