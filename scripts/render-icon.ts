// Renders assets/icon.svg to assets/icon.png (1024×1024) in the system Chromium: `npx tsx scripts/render-icon.ts`.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, systemChromium } from '../e2e/support/chromium';

const svg = await readFile('assets/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
await page.locator('svg').screenshot({ path: 'assets/icon.png', omitBackground: true });
await browser.close();
console.log('wrote assets/icon.png');
