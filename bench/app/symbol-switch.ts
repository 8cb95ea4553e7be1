import type { Page } from 'playwright-core';
import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { roundStats } from '../harness/stats';
import { launchBenchChromium, openApp, percentile } from './browser';
import { startBenchDevHost } from './dev-host';

/** The renderer's bench events (renderer files; a web project, not importable here). */
const ladderEvent = 'tt:book-frame-painted';
const chartEvent = 'tt:candles-history-drawn';
const GOAL_MS = 150;
/** A switch not shown by then counts as this long (a lower bound) and is told in the notes. */
const GIVE_UP_MS = 10_000;
/**
 * Switches start at least this far apart. A switch to a symbol not shown before asks ~140 request
 * weight (depth snapshot 50, recent trades 25, klines 2, the account's commission, trades and orders on
 * the symbol 60) and one shown again ~80, against the venue's 6,000 a minute: back to back, the run
 * would spend the minute and its switches would wait for the next one with the reads the terminal
 * then holds back.
 */
const SWITCH_SPACING_MS = 1_500;

/** The page's globals the evaluation uses; the bench is type-checked without the DOM library. */
interface PageGlobals {
  document: { querySelector(selector: string): { click(): void } | null };
  addEventListener(name: string, listener: (event: { detail: unknown }) => void): void;
  removeEventListener(name: string, listener: (event: { detail: unknown }) => void): void;
}

/** One switch: ms to the later of the two paints, or what was seen when it was given up. */
type SwitchResult = { readonly ms: number } | { readonly missing: string };

/**
 * One switch, timed in the page: a click on the watchlist row of `symbol`, then the later of the
 * ladder painting a book frame of that symbol and the chart painting its history; ms.
 */
function switchTo(
  page: Page,
  symbol: string,
  ladder: string,
  chart: string,
  giveUpMs: number,
): Promise<SwitchResult> {
  return page.evaluate(
    ({ symbol, ladder, chart, giveUpMs }) =>
      new Promise<SwitchResult>((resolve, reject) => {
        const win = globalThis as unknown as PageGlobals;
        const row = win.document.querySelector(`[role="row"][aria-label="${symbol}"]`);
        if (!row) {
          reject(new Error(`no watchlist row for ${symbol}`));
          return;
        }
        const painted: number[] = [];
        const seen: string[] = [];
        const timeout = setTimeout(() => {
          for (const [name, listener] of listeners) win.removeEventListener(name, listener);
          resolve({ missing: [ladder, chart].filter((name) => !seen.includes(name)).join(' and ') });
        }, giveUpMs);
        const listeners: [string, (event: { detail: unknown }) => void][] = [ladder, chart].map((name) => {
          const listener = (event: { detail: unknown }) => {
            const detail = event.detail as { symbol: string; paintedAt: number };
            if (detail.symbol !== symbol) return;
            win.removeEventListener(name, listener);
            seen.push(name);
            painted.push(detail.paintedAt);
            if (painted.length === 2) {
              clearTimeout(timeout);
              resolve({ ms: Math.max(...painted) - clickedAt });
            }
          };
          return [name, listener];
        });
        for (const [name, listener] of listeners) win.addEventListener(name, listener);
        const clickedAt = performance.timeOrigin + performance.now();
        row.click();
      }),
    { symbol, ladder, chart, giveUpMs },
  );
}

/**
 * Item 9: symbol switch, watchlist click → the ladder and the chart both showing the new symbol
 * (a book frame and the candle history painted), p50/p95 over switches round the watchlist, on the
 * dev host with the busy market, the default workspace at 1600×1000.
 */
export const symbolSwitchBench: Bench = {
  id: '9',
  title: 'Symbol switch',
  async run({ quick }): Promise<Figure[]> {
    const browser = await launchBenchChromium();
    const host = await startBenchDevHost('busy');
    try {
      const page = await openApp(browser, host.url);
      await page.evaluate('globalThis.__name ??= (fn) => fn');
      const symbols = await page
        .locator('[role="row"][aria-label]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
      const cycle = symbols;
      if (cycle.length < 2) throw new Error(`the watchlist shows ${cycle.length} symbols; two are needed`);
      const count = quick ? 10 : 60;
      const warmup = Math.min(cycle.length, 5);
      const times: number[] = [];
      const misses: string[] = [];
      for (let i = 0; i < warmup + count; i += 1) {
        const symbol = cycle[(i + 1) % cycle.length] as string;
        const started = performance.now();
        const result = await switchTo(page, symbol, ladderEvent, chartEvent, GIVE_UP_MS);
        const rest = started + SWITCH_SPACING_MS - performance.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        if (i < warmup) continue;
        if ('ms' in result) times.push(result.ms);
        else {
          times.push(GIVE_UP_MS);
          misses.push(`${symbol} (no ${result.missing})`);
        }
      }
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      return [
        measured({
          id: '9',
          title: 'Symbol switch: watchlist click → ladder and chart show it, ms',
          ours: {
            name: 'app',
            unit: 'ms',
            stats: roundStats(times),
            display: `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
          },
          peer: { name: 'goal', unit: 'ms', stats: roundStats([GOAL_MS]), display: `p95 < ${GOAL_MS} ms` },
          ratio: p95,
          goal: {
            text: `p95 < ${GOAL_MS} ms`,
            ratioUnit: ' ms p95',
            met: (value) => value < GOAL_MS && misses.length === 0,
          },
          notes: [
            `${count} switches round the watchlist's ${cycle.length} symbols after ${warmup} warm-up ones, one at a time and at least ${SWITCH_SPACING_MS / 1000} s apart (a new symbol costs ~140 request weight, one shown again ~80, of the venue's 6,000 a minute), busy market; timed in the page from the row's click to the later of the ladder's first painted book frame of the symbol (tt:book-frame-painted) and the chart's painted history (tt:candles-history-drawn); the watchlist's own highlight is not waited for.`,
            ...(misses.length > 0
              ? [
                  `${misses.length} switches not shown within ${GIVE_UP_MS / 1000} s, counted as ${GIVE_UP_MS / 1000} s: ${misses.join(', ')}.`,
                ]
              : []),
          ],
        }),
      ];
    } finally {
      await browser.close();
      await host.stop();
    }
  },
};
