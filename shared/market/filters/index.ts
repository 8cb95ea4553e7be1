export { validateOrder, type OrderValidation } from './validate-order';
export {
  filterFailureCode,
  type FilterContext,
  type FilterFailure,
  type OpenOrderCounts,
  type ProspectiveOrder,
} from './order-check';
