export { validateOrder, type OrderValidation } from './validate-order';
export {
  filterFailureCode,
  isIceberg,
  STOP_TYPES,
  type FilterContext,
  type FilterFailure,
  type OpenOrderCounts,
  type ProspectiveOrder,
} from './order-check';
