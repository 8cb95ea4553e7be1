import { create } from 'zustand';

export interface ValueSample {
  readonly at: number;
  /** The portfolio's total as a decimal string. */
  readonly total: string;
}

const maxSamples = 720;

interface PortfolioHistoryState {
  readonly samples: Readonly<Record<string, readonly ValueSample[]>>;
  add(quoteAsset: string, sample: ValueSample): void;
}

/** Portfolio values seen this session, per quote asset, oldest first. */
export const usePortfolioHistory = create<PortfolioHistoryState>()((set) => ({
  samples: {},
  add: (quoteAsset, sample) =>
    set(({ samples }) => {
      const current = samples[quoteAsset] ?? [];
      if (current.at(-1)?.at === sample.at) return { samples };
      return { samples: { ...samples, [quoteAsset]: [...current, sample].slice(-maxSamples) } };
    }),
}));
