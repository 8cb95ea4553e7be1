export { OrderBook, type BookScales, type BookTop, type Level } from './order-book';
export { BookSide } from './book-side';
export { topGroupedLevels, type GroupedLevel } from './group-levels';
export { classifyDiff, type DiffVerdict } from './sequence';
export { formatScaled, isZeroDecimal, parseScaled, parseScaledBig, significantDecimals } from './scaled';
