import { create } from 'zustand';

/** What the last trading action from the ladder, the chart or a hotkey did, in a sentence. */
export interface TradeMessage {
  readonly id: number;
  readonly text: string;
  readonly tone: 'done' | 'refused';
}

interface TradeMessagesState {
  readonly latest: TradeMessage | null;
  say(text: string, tone: TradeMessage['tone']): void;
}

export const useTradeMessages = create<TradeMessagesState>()((set) => ({
  latest: null,
  say: (text, tone) => set(({ latest }) => ({ latest: { id: (latest?.id ?? 0) + 1, text, tone } })),
}));
