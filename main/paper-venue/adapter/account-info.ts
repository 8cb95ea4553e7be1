import Decimal from 'decimal.js';
import type { PaperAccount } from '../accounts/account-registry';
import type { BalanceView } from '../engine';

const rate = (value: string) => new Decimal(value).toFixed(8);
/** The legacy integer commissions are in basis points (0.001 → 10). */
const bips = (value: string) => new Decimal(value).times(10_000).toDecimalPlaces(0).toNumber();

/** GET /api/v3/account for a paper account. */
export function accountInfoBody(
  account: PaperAccount,
  state: { uid: number; updateTime: number; balances: BalanceView[] },
) {
  return {
    makerCommission: bips(account.commission.maker),
    takerCommission: bips(account.commission.taker),
    buyerCommission: 0,
    sellerCommission: 0,
    commissionRates: {
      maker: rate(account.commission.maker),
      taker: rate(account.commission.taker),
      buyer: rate('0'),
      seller: rate('0'),
    },
    canTrade: true,
    canWithdraw: true,
    canDeposit: true,
    brokered: false,
    requireSelfTradePrevention: false,
    preventSor: false,
    updateTime: state.updateTime,
    accountType: 'SPOT',
    balances: state.balances,
    permissions: [...account.permissions],
    uid: state.uid,
  };
}
