import Decimal from 'decimal.js';
import type { PaperAccount } from '../accounts/account-registry';

const rate = (value: string) => new Decimal(value).toFixed(8);
const ZERO = rate('0');

/** Paper accounts pay their configured maker/taker rates: no tax, no discount in use. */
export function commissionRates(account: PaperAccount) {
  return {
    standardCommission: {
      maker: rate(account.commission.maker),
      taker: rate(account.commission.taker),
      buyer: ZERO,
      seller: ZERO,
    },
    taxCommission: { maker: ZERO, taker: ZERO, buyer: ZERO, seller: ZERO },
    discount: {
      enabledForAccount: false,
      enabledForSymbol: false,
      discountAsset: 'BNB',
      discount: rate('0.25'),
    },
  };
}

/** order/test with computeCommissionRates=true. */
export function orderCommissionRates(account: PaperAccount) {
  const rates = commissionRates(account);
  return {
    standardCommissionForOrder: {
      maker: rates.standardCommission.maker,
      taker: rates.standardCommission.taker,
    },
    taxCommissionForOrder: { maker: ZERO, taker: ZERO },
    discount: rates.discount,
  };
}
