import { z } from 'zod';

const on = z.boolean();
const period = z.number().int().min(1).max(1000);
/** A positive decimal of a few digits: the bands' width in standard deviations. */
const width = z.string().regex(/^(?=.*[1-9])\d{1,3}(\.\d{1,4})?$/);

export const defaultIndicatorSettings = {
  sma: { on: false, period: 20 },
  ema: { on: false, period: 9 },
  vwap: { on: false },
  bollinger: { on: false, period: 20, width: '2' },
  rsi: { on: false, period: 14 },
  macd: { on: false, fast: 12, slow: 26, signal: 9 },
  volume: { on: true },
} as const;

const d = defaultIndicatorSettings;

/** A chart's indicators as its layout saves them; a field that does not parse falls back to its default. */
export const indicatorSettings = z.object({
  sma: z.object({ on, period }).catch(d.sma),
  ema: z.object({ on, period }).catch(d.ema),
  vwap: z.object({ on }).catch(d.vwap),
  bollinger: z.object({ on, period, width }).catch(d.bollinger),
  rsi: z.object({ on, period }).catch(d.rsi),
  macd: z
    .object({ on, fast: period, slow: period, signal: period })
    .refine((m) => m.fast < m.slow, 'The fast period must be shorter than the slow one')
    .catch(d.macd),
  volume: z.object({ on }).catch(d.volume),
});

export type IndicatorSettings = z.output<typeof indicatorSettings>;
export type IndicatorId = keyof IndicatorSettings;

/** Saved settings read back; anything unreadable becomes the defaults. */
export const readIndicatorSettings = (saved: unknown): IndicatorSettings =>
  indicatorSettings.catch(defaultIndicatorSettings).parse(saved ?? {});
