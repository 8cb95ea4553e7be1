export { bollinger, type BollingerValue } from './bollinger';
export { ema } from './ema';
export { IndicatorSet, indicatorLines, type IndicatorLine, type IndicatorValues } from './indicator-set';
export { macd, type MacdValue } from './macd';
export { rsi } from './rsi';
export {
  defaultIndicatorSettings,
  indicatorSettings,
  readIndicatorSettings,
  type IndicatorId,
  type IndicatorSettings,
} from './settings';
export { sma } from './sma';
export { SteppedSeries, type IndicatorBar, type MaybeDecimal, type Stepper } from './stepper';
export { vwap } from './vwap';
