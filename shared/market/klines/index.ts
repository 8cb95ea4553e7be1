export { klineBuckets, type KlineBuckets } from './intervals';
export { parseTimeZoneOffset } from './time-zone';
export {
  aggregateKlines,
  firstAtOrAfter,
  selectKlineOpens,
  type KlineQuery,
  type KlineRow,
  type KlineTrade,
} from './aggregate';
