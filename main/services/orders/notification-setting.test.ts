import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderNotice } from '../../../shared/ipc/orders';
import { notificationSettingsFile, notifierFor } from './notification-setting';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-notify-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const notice = { kind: 'filled', message: 'Filled.' } as OrderNotice;

describe('OS notification setting', () => {
  it('is on by default: the host notifier is called', async () => {
    const shown: OrderNotice[] = [];
    (await notifierFor(dataDir, (n) => shown.push(n)))(notice);
    expect(shown).toEqual([notice]);
  });

  it('is off when the settings file says so', async () => {
    await writeFile(notificationSettingsFile(dataDir), JSON.stringify({ osNotifications: false }));
    const shown: OrderNotice[] = [];
    (await notifierFor(dataDir, (n) => shown.push(n)))(notice);
    expect(shown).toEqual([]);
  });

  it('a notifier that fails does not break order handling', async () => {
    const notify = await notifierFor(dataDir, () => {
      throw new Error('no notification daemon');
    });
    expect(() => notify(notice)).not.toThrow();
  });
});
