import type { BalanceView } from './ledger';
import type { ExpiryReason } from './types';
import type { OrderListView, OrderView, PublicTradeView } from './views';

export type ExecutionType =
  'NEW' | 'CANCELED' | 'REPLACED' | 'REJECTED' | 'TRADE' | 'EXPIRED' | 'TRADE_PREVENTION';

/** Everything an executionReport needs beyond the order itself. */
export interface Execution {
  executionType: ExecutionType;
  executionId: number;
  /** `c` on cancel events: the cancel request's client id; the order's own id goes to `C`. */
  cancelClientOrderId?: string;
  lastQty: string;
  lastPrice: string;
  lastQuoteQty: string;
  commission: string;
  commissionAsset: string | null;
  tradeId: number;
  isMaker: boolean;
  /** `w`: the order is on the book after this event. */
  isOnBook: boolean;
  preventedMatchId?: number;
  /** `B`: quantity prevented by this event. */
  lastPreventedQty?: string;
  /** `pL`: the price the prevented match would have traded at. */
  preventedPrice?: string;
  tradeGroupId?: number;
  counterOrderId?: number;
  expiryReason?: ExpiryReason;
}

/** A change by `delta` (a signed decimal string) of one asset of one account. */
interface AssetDeltaEvent {
  readonly seq: number;
  readonly time: number;
  readonly accountId: string;
  readonly asset: string;
  readonly delta: string;
}

export type EngineEvent =
  | {
      readonly type: 'executionReport';
      readonly seq: number;
      readonly time: number;
      readonly accountId: string;
      readonly order: OrderView;
      readonly execution: Execution;
    }
  | {
      readonly type: 'accountPosition';
      readonly seq: number;
      readonly time: number;
      readonly accountId: string;
      readonly balances: BalanceView[];
    }
  | {
      readonly type: 'listStatus';
      readonly seq: number;
      readonly time: number;
      readonly accountId: string;
      readonly list: OrderListView;
    }
  | {
      readonly type: 'trade';
      readonly seq: number;
      readonly time: number;
      readonly symbol: string;
      readonly trade: PublicTradeView;
      readonly buyerOrderId: number;
      readonly sellerOrderId: number;
    }
  | ({ readonly type: 'balanceUpdate' } & AssetDeltaEvent)
  /** `delta` positive = locked by the external system. */
  | ({ readonly type: 'externalLockUpdate' } & AssetDeltaEvent)
  | {
      readonly type: 'depth';
      readonly seq: number;
      readonly time: number;
      readonly symbol: string;
      readonly firstUpdateId: number;
      readonly lastUpdateId: number;
      /** Changed levels as [price, new visible qty]; "0.00000000" means the level is gone. */
      readonly bids: [string, string][];
      readonly asks: [string, string][];
    };

export type EngineEventListener = (event: EngineEvent) => void;
