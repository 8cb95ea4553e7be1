import { randomKeyText } from '../accounts/default-account';

const LIFETIME_MS = 60 * 60_000;

interface ListenKeyEntry {
  readonly account: number;
  expiresAt: number;
}

/**
 * User-data-stream listen keys (the legacy USER_STREAM endpoints): one live key per account,
 * valid 60 minutes, extended by keep-alives. The streams server resolves keys through `owner`.
 */
export class ListenKeys {
  readonly #now: () => number;
  readonly #entries = new Map<string, ListenKeyEntry>();

  constructor(now: () => number) {
    this.#now = now;
  }

  #live(listenKey: string): ListenKeyEntry | undefined {
    const entry = this.#entries.get(listenKey);
    if (entry && entry.expiresAt <= this.#now()) {
      this.#entries.delete(listenKey);
      return undefined;
    }
    return entry;
  }

  /** The account's live key, extended by 60 minutes, or a new one. */
  open(account: number): string {
    for (const [listenKey, entry] of this.#entries) {
      if (entry.account === account && this.#live(listenKey)) {
        entry.expiresAt = this.#now() + LIFETIME_MS;
        return listenKey;
      }
    }
    const listenKey = randomKeyText(64);
    this.#entries.set(listenKey, { account, expiresAt: this.#now() + LIFETIME_MS });
    return listenKey;
  }

  /** Extends a live key of this account; false when it does not exist (or is another's). */
  keepAlive(account: number, listenKey: string): boolean {
    const entry = this.#live(listenKey);
    if (!entry || entry.account !== account) return false;
    entry.expiresAt = this.#now() + LIFETIME_MS;
    return true;
  }

  close(account: number, listenKey: string): boolean {
    const entry = this.#live(listenKey);
    if (!entry || entry.account !== account) return false;
    this.#entries.delete(listenKey);
    return true;
  }

  /** The account a live key belongs to. */
  owner(listenKey: string): number | undefined {
    return this.#live(listenKey)?.account;
  }
}
