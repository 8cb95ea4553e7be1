import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../settings/atomic-write';
import { parseAccountsFile, type AccountsFile, type AccountsFileInput } from './accounts-file';

export const DEFAULT_ACCOUNT_FILE = 'paper-account.json';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 64 random letters and digits, the shape of a venue's API key and HMAC secret. */
export function randomKeyText(length = 64): string {
  const bytes = randomBytes(length * 2);
  let text = '';
  // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
  for (const byte of bytes) {
    if (byte < 248) text += ALPHANUMERIC[byte % 62];
    if (text.length === length) return text;
  }
  return text + randomKeyText(length - text.length);
}

export interface DefaultAccount {
  /** Where the account and its key are stored (mode 0600). */
  readonly file: string;
  readonly accounts: AccountsFile;
  /** false when an earlier run had already created it. */
  readonly created: boolean;
}

/**
 * The paper account used when no accounts file is given: read from the data directory, or
 * created there on first start with a fresh HMAC key and a starting balance.
 */
export async function loadOrCreateDefaultAccount(dataDir: string): Promise<DefaultAccount> {
  const file = join(dataDir, DEFAULT_ACCOUNT_FILE);
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) return { file, accounts: parseAccountsFile(text, file), created: false };

  const input: AccountsFileInput = {
    accounts: [
      {
        name: 'paper',
        permissions: ['SPOT'],
        balances: { USDT: '100000', BTC: '1', ETH: '10', BNB: '50', SOL: '200' },
        commission: { maker: '0.001', taker: '0.001' },
        keys: [{ apiKey: randomKeyText(), type: 'HMAC', secret: randomKeyText() }],
      },
    ],
  };
  const content = `${JSON.stringify(input, null, 2)}\n`;
  await writeFileAtomic(file, content);
  return { file, accounts: parseAccountsFile(content, file), created: true };
}
