import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { baseURL, ports, repoRoot } from './helpers/site';
import { outboxDir } from './helpers/outbox';

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
    // The API on an in-memory database, seeded at start: every run begins from the same data.
    command: 'pnpm --filter @shop/api start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${ports.api}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Mails go to a folder the tests read through GET /dev/outbox; links point at the site.
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: outboxDir,
      SITE_URL: baseURL,
      // Locks expire within a test (tests/locks.spec.ts) rather than after five minutes.
      LOCK_TTL_SECONDS: '12',
    },
  },
});
