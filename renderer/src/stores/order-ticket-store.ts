import { create } from 'zustand';
import type { MarketKind } from '@shared/ipc/market';
import type { SizeMode } from '../panels/order-entry/order-draft';

/** A price the trader picked on the ladder (or chart) for the order form to take. */
export interface PickedPrice {
  readonly symbol: string;
  /** Spot, or the futures family whose contract the ladder or chart showed. */
  readonly market: MarketKind;
  /** Exactly as the ladder showed it, a decimal string at the level's grouping. */
  readonly price: string;
  /** The book side the price was picked on. */
  readonly side: 'bid' | 'ask';
  /** Increments per pick, so picking the same price twice is still news. */
  readonly seq: number;
}

/** The order form's size as typed: what a ladder or chart order takes when placed from there. */
export interface TicketSize {
  readonly symbol: string;
  readonly size: string;
  readonly sizeMode: SizeMode;
}

/** The futures form's size as typed, in its contract's unit, and its position side: what a futures ladder or chart order takes. */
export interface FuturesTicketSize {
  readonly market: Exclude<MarketKind, 'spot'>;
  readonly symbol: string;
  readonly quantity: string;
  /**
   * The size typed as an order value (USD-M: in the quote asset; COIN-M: in the base asset, bought
   * in contracts): each order buys what it is worth at its own price.
   */
  readonly value?: string;
  /** With a value: the contract's size in USD on COIN-M, null on USD-M. */
  readonly contractSize?: number | null;
  /** Hedge mode: the position the form's orders are for (a buy opens it or adds, a sell closes it for LONG). */
  readonly positionSide: 'LONG' | 'SHORT' | null;
}

/** What the order form would place as typed, for the chart to draw before anything is sent. */
export interface FormPreview {
  readonly symbol: string;
  readonly market: MarketKind;
  readonly orders: readonly {
    readonly side: 'BUY' | 'SELL';
    readonly price: string;
    readonly label: string;
    /** A line that is no order (where the position would be liquidated): drawn in the alert tone. */
    readonly warning?: boolean;
  }[];
  /** Whether moving the first line types its price into the form (a single order's limit price). */
  readonly movable: boolean;
}

interface OrderTicketState {
  readonly picked: PickedPrice | null;
  readonly size: TicketSize | null;
  readonly futuresSize: FuturesTicketSize | null;
  readonly preview: FormPreview | null;
  pickPrice(pick: Omit<PickedPrice, 'seq'>): void;
  setSize(size: TicketSize): void;
  setFuturesSize(size: FuturesTicketSize): void;
  showPreview(preview: FormPreview | null): void;
}

/**
 * What the order form and the places that trade beside it share: a picked price, the form's size,
 * and what the form would place as typed.
 */
export const useOrderTicketStore = create<OrderTicketState>()((set) => ({
  picked: null,
  size: null,
  futuresSize: null,
  preview: null,
  pickPrice: (pick) => set(({ picked }) => ({ picked: { ...pick, seq: (picked?.seq ?? 0) + 1 } })),
  setSize: (size) => set({ size }),
  setFuturesSize: (futuresSize) => set({ futuresSize }),
  showPreview: (preview) => set({ preview }),
}));
