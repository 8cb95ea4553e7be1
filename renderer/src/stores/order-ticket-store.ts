import { create } from 'zustand';

/** A price the trader picked on the ladder (or chart) for the order form to take. */
export interface PickedPrice {
  readonly symbol: string;
  /** Exactly as the ladder showed it, a decimal string at the level's grouping. */
  readonly price: string;
  /** The book side the price was picked on. */
  readonly side: 'bid' | 'ask';
  /** Increments per pick, so picking the same price twice is still news. */
  readonly seq: number;
}

interface OrderTicketState {
  readonly picked: PickedPrice | null;
  pickPrice(pick: Omit<PickedPrice, 'seq'>): void;
}

/** What the order form reads: the last price picked elsewhere in the workspace. */
export const useOrderTicketStore = create<OrderTicketState>()((set) => ({
  picked: null,
  pickPrice: (pick) => set(({ picked }) => ({ picked: { ...pick, seq: (picked?.seq ?? 0) + 1 } })),
}));
