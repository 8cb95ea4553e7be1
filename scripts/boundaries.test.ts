import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first lint loads the config and every plugin (seconds, more on a loaded machine): done once here,
// under the hook's time, so each case below times only its own lint.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'shared/x.ts' }));

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('the architecture boundaries are linted', () => {
  it.each([
    ['shared/x.ts', "import { readFile } from 'node:fs';\nexport const f = readFile;\n"],
    ['shared/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['shared/x.ts', "import { useState } from 'react';\nexport const u = useState;\n"],
    [
      'renderer/src/x.ts',
      "import { startTerminal } from '../../main/terminal/terminal';\nexport const s = startTerminal;\n",
    ],
    [
      'renderer/src/x.ts',
      "import { startTerminal } from '@main/terminal/terminal';\nexport const s = startTerminal;\n",
    ],
    ['shared/x.ts', "import { keychain } from '@main/keys/keychain';\nexport const k = keychain;\n"],
    ['main/services/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    [
      'main/services/orders/x.ts',
      "import { startPaperVenue } from '../../paper-venue/venue';\nexport const s = startPaperVenue;\n",
    ],
    [
      'main/services/orders/x.ts',
      "import { createIpcRouter } from '@main/ipc/router';\nexport const r = createIpcRouter;\n",
    ],
    [
      'main/venue/x.ts',
      "import { createOrderManager } from '../services/orders/order-manager';\nexport const o = createOrderManager;\n",
    ],
    [
      'main/paper-venue/http/x.ts',
      "import { createSpotClient } from '../../venue/spot-client';\nexport const c = createSpotClient;\n",
    ],
    [
      'main/paper-venue/x.ts',
      "import { VenueError } from '@main/venue/venue-error';\nexport const v = VenueError;\n",
    ],
    ['main/ipc/x.ts', "import { VenueError } from '../venue/venue-error';\nexport const v = VenueError;\n"],
    ['main/venue/x.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n"],
    [
      'main/app/x.ts',
      "import { startDevHost } from '../dev-host/dev-host';\nexport const s = startDevHost;\n",
    ],
  ])('%s refuses: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    // A service's tests use the paper venue, and the paper venue imports its own venue.ts.
    [
      'main/services/orders/x.test.ts',
      "import { startPaperVenue } from '../../paper-venue/venue';\nexport const s = startPaperVenue;\n",
    ],
    [
      'main/paper-venue/http/x.ts',
      "import { startPaperVenue } from '../venue';\nexport const s = startPaperVenue;\n",
    ],
    // main/app and main/preload import electron.
    ['main/app/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['main/preload/x.ts', "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n"],
  ])('%s may: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });

  it('refuses DOM globals in shared/', async () => {
    expect(await ruleIds('shared/x.ts', 'export const w = window.location;\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('bans parseFloat near money', async () => {
    expect(await ruleIds('main/venue/x.ts', "export const p = parseFloat('1.1');\n")).toContain(
      'no-restricted-syntax',
    );
  });
});
