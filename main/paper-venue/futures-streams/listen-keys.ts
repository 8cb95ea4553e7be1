import { randomBytes } from 'node:crypto';
import type { Family } from '../futures/symbols';

/** A futures listen key lives 60 minutes of venue time after its last POST or PUT. */
export const LISTEN_KEY_TTL_MS = 60 * 60 * 1000;

interface Entry {
  readonly key: string;
  readonly accountId: string;
  readonly family: Family;
  expires: number;
}

/** The futures user-data listen keys: one per account and family, as on the live venue. */
export class FuturesListenKeys {
  private readonly byAccount = new Map<string, Entry>();
  private readonly byKey = new Map<string, Entry>();

  /** POST: the account's valid key, kept alive, or a new one. */
  open(accountId: string, family: Family, now: number): string {
    const current = this.byAccount.get(`${family}:${accountId}`);
    if (current && current.expires > now) {
      current.expires = now + LISTEN_KEY_TTL_MS;
      return current.key;
    }
    if (current) this.byKey.delete(current.key);
    const entry: Entry = {
      key: randomBytes(32).toString('hex'),
      accountId,
      family,
      expires: now + LISTEN_KEY_TTL_MS,
    };
    this.byAccount.set(`${family}:${accountId}`, entry);
    this.byKey.set(entry.key, entry);
    return entry.key;
  }

  /** PUT: keeps the account's key alive; undefined when it has none valid. */
  keepAlive(accountId: string, family: Family, now: number): string | undefined {
    const current = this.byAccount.get(`${family}:${accountId}`);
    if (!current || current.expires <= now) return undefined;
    current.expires = now + LISTEN_KEY_TTL_MS;
    return current.key;
  }

  /** DELETE: closes the account's key (its streams hear listenKeyExpired). */
  close(accountId: string, family: Family): void {
    const current = this.byAccount.get(`${family}:${accountId}`);
    if (!current) return;
    this.byAccount.delete(`${family}:${accountId}`);
    this.byKey.delete(current.key);
  }

  /** The owner of a key valid at `now`, on the family's stream base. */
  owner(key: string, family: Family, now: number): string | undefined {
    const entry = this.byKey.get(key);
    return entry && entry.family === family && entry.expires > now ? entry.accountId : undefined;
  }

  /** Whether `key` was ever issued for the family (a lapsed key is still recognised as one). */
  known(key: string, family: Family): boolean {
    return this.byKey.get(key)?.family === family;
  }
}
