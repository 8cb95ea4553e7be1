import { createPublicKey } from 'node:crypto';
import { z } from 'zod';

export const KEY_PERMISSIONS = ['TRADE', 'USER_DATA', 'USER_STREAM'] as const;
export type KeyPermission = (typeof KEY_PERMISSIONS)[number];

/** What an API key looks like on this venue; anything else is -2014. */
export const API_KEY_FORMAT = /^[A-Za-z0-9]{1,128}$/;

const apiKey = z.string().regex(API_KEY_FORMAT, 'expected 1 to 128 letters and digits');
const amount = z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal string');
const asset = z.string().regex(/^[A-Z0-9]{1,20}$/, 'expected an asset name in capitals');

function publicKeyPem(expectedType: 'ed25519' | 'rsa') {
  return z.string().superRefine((pem, context) => {
    try {
      const key = createPublicKey(pem);
      if (key.asymmetricKeyType !== expectedType) {
        context.addIssue({ code: 'custom', message: `expected an ${expectedType.toUpperCase()} public key` });
      }
    } catch {
      context.addIssue({ code: 'custom', message: 'expected a PEM public key' });
    }
  });
}

const keyConfig = z.discriminatedUnion('type', [
  z.strictObject({ apiKey, type: z.literal('HMAC'), secret: z.string().min(1, 'must not be empty') }),
  z.strictObject({ apiKey, type: z.literal('ED25519'), publicKeyPem: publicKeyPem('ed25519') }),
  z.strictObject({ apiKey, type: z.literal('RSA'), publicKeyPem: publicKeyPem('rsa') }),
]);

const accountConfig = z
  .strictObject({
    name: z.string().min(1, 'must not be empty'),
    permissions: z.array(z.string().regex(/^[A-Z0-9_]+$/)).default(['SPOT']),
    balances: z.record(asset, amount).default({}),
    commission: z.strictObject({ maker: amount, taker: amount }).default({ maker: '0.001', taker: '0.001' }),
    keys: z.array(keyConfig).min(1, 'an account needs at least one key'),
    keyPermissions: z.record(apiKey, z.array(z.enum(KEY_PERMISSIONS))).default({}),
  })
  .superRefine((account, context) => {
    const own = new Set(account.keys.map((key) => key.apiKey));
    for (const listed of Object.keys(account.keyPermissions)) {
      if (!own.has(listed)) {
        context.addIssue({
          code: 'custom',
          path: ['keyPermissions', listed],
          message: 'names a key this account does not have',
        });
      }
    }
  });

/** The simulated market trades from engine accounts named so; no configured account may be. */
const RESERVED_PREFIX = 'sim-';

export const accountsFile = z
  .strictObject({ accounts: z.array(accountConfig).min(1, 'list at least one account') })
  .superRefine((file, context) => {
    const names = new Set<string>();
    const keys = new Set<string>();
    file.accounts.forEach((account, index) => {
      if (names.has(account.name)) {
        context.addIssue({ code: 'custom', path: ['accounts', index, 'name'], message: 'is used twice' });
      }
      names.add(account.name);
      if (account.name.startsWith(RESERVED_PREFIX)) {
        context.addIssue({
          code: 'custom',
          path: ['accounts', index, 'name'],
          message: `must not start with "${RESERVED_PREFIX}" (the simulated market's accounts)`,
        });
      }
      account.keys.forEach((key, keyIndex) => {
        if (keys.has(key.apiKey)) {
          context.addIssue({
            code: 'custom',
            path: ['accounts', index, 'keys', keyIndex, 'apiKey'],
            message: 'is used twice',
          });
        }
        keys.add(key.apiKey);
      });
    });
  });

export type AccountsFile = z.output<typeof accountsFile>;
export type AccountConfig = AccountsFile['accounts'][number];
export type KeyConfig = AccountConfig['keys'][number];
/** The file as written by hand: optional fields may be left out. */
export type AccountsFileInput = z.input<typeof accountsFile>;

/** `accounts[0].keys[1].publicKeyPem` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

export class AccountsFileError extends Error {
  override name = 'AccountsFileError';
}

/**
 * Parses the text of an accounts file. A malformed one throws an AccountsFileError naming the
 * field (never its value: it may be a secret).
 */
export function parseAccountsFile(text: string, source: string): AccountsFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's message quotes the text around the fault, which may be a secret.
    throw new AccountsFileError(`${source} is not valid JSON.`);
  }
  const result = accountsFile.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${formatPath(issue.path) || '(top level)'}: ${issue.message}`,
  );
  throw new AccountsFileError(`${source} is malformed:\n${lines.join('\n')}`);
}
