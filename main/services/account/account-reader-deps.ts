import type { BalanceView } from '@shared/ipc/account';
import type { RateLimits } from '../../venue/rate-limits';
import type { SpotClient } from '../../venue/spot-client';

/** What a service that reads an account's trades and prices from the venue, paced by its weight, needs. */
export interface AccountReaderDeps {
  readonly spot: () => Promise<SpotClient>;
  readonly meter: () => Promise<RateLimits>;
  /** The account's balances now (zero ones included: they name the assets it has held). */
  readonly balances: () => Promise<readonly BalanceView[]>;
  readonly now: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}
