import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../settings/atomic-write';

/** What the Paper profile's key may do at the embedded venue. */
export const PAPER_KEY_PERMISSIONS = ['USER_DATA', 'TRADE'] as const;

/** The embedded paper venue's starting account: what the default Paper profile trades with. */
export const PAPER_ACCOUNT = {
  name: 'paper',
  permissions: ['SPOT'],
  balances: { USDT: '100000', BTC: '2', ETH: '20', BNB: '50', SOL: '200' },
  commission: { maker: '0.001', taker: '0.001' },
} as const;

export interface PaperVenueKey {
  readonly apiKey: string;
  readonly type: 'RSA' | 'ED25519';
  readonly publicKeyPem: string;
}

/** The accounts file to start the embedded venue with (`--accounts`). */
export function paperAccountsFilePath(dataDir: string): string {
  return join(dataDir, 'paper-venue', 'accounts.json');
}

/** The venue-side accounts file: the public key only; the private key stays in the keychain. */
export function paperAccountsFileContent(key: PaperVenueKey): string {
  const accounts = [
    {
      ...PAPER_ACCOUNT,
      keys: [{ apiKey: key.apiKey, type: key.type, publicKeyPem: key.publicKeyPem }],
      keyPermissions: { [key.apiKey]: PAPER_KEY_PERMISSIONS },
    },
  ];
  return `${JSON.stringify({ accounts }, null, 2)}\n`;
}

/** Writes the accounts file unless it already says exactly this; returns its path. */
export async function writePaperAccountsFile(dataDir: string, key: PaperVenueKey): Promise<string> {
  const file = paperAccountsFilePath(dataDir);
  const content = paperAccountsFileContent(key);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current !== content) await writeFileAtomic(file, content);
  return file;
}
