export { klineBuckets, type KlineBuckets } from './intervals';
export { parseTimeZoneOffset } from './time-zone';
export {
  aggregateKlines,
  selectKlineOpens,
  type KlineQuery,
  type KlineRow,
  type KlineTrade,
} from './aggregate';
