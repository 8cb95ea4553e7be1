// Regenerates the README's screenshots from a live development host: `npm run screenshots`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, systemChromium } from '../e2e/support/chromium';
import { startDevHostProcess } from '../e2e/support/dev-host-process';

const dataDir = await mkdtemp(join(tmpdir(), 'tt-shots-'));
const host = await startDevHostProcess(dataDir);
const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(host.url);
  await page.locator('[data-app-state="ready"]').waitFor();
  await page.getByRole('status', { name: 'Connection state' }).filter({ hasText: 'connected' }).waitFor();
  await page.screenshot({ path: 'docs/screenshots/terminal.png' });
  console.log('wrote docs/screenshots/terminal.png');
} finally {
  await browser.close();
  await host.stop();
  await rm(dataDir, { recursive: true, force: true });
}
