import { existsSync } from 'node:fs';

/** Flags this machine's Chromium needs: no sandbox as root, no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium: $TT_CHROMIUM_PATH, else /usr/bin/chromium. Playwright never downloads one. */
export function systemChromium(): string | undefined {
  const fromEnv = process.env.TT_CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
