import type { FuturesAccountView } from '@shared/ipc/futures';
import { exact, isZero } from './figures';

/** The family's wallets: balance, unrealised PnL, margin and what is available for new orders. */
export function AccountSummary({ account }: { readonly account: FuturesAccountView }) {
  const wallets = account.wallets.filter((w) => !isZero(w.walletBalance) || !isZero(w.marginBalance));
  if (wallets.length === 0) return <p className="empty">No futures balance.</p>;
  return (
    <table aria-label="Wallets" className="data-table">
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col" className="num-col">
            Wallet balance
          </th>
          <th scope="col" className="num-col">
            Unrealised PnL
          </th>
          <th scope="col" className="num-col">
            Margin balance
          </th>
          <th scope="col" className="num-col">
            Available
          </th>
          <th scope="col" className="num-col">
            Initial margin
          </th>
          <th scope="col" className="num-col">
            Maint. margin
          </th>
        </tr>
      </thead>
      <tbody>
        {wallets.map((w) => (
          <tr key={w.asset} aria-label={`${w.asset} wallet`}>
            <td>{w.asset}</td>
            <td className="num">{exact(w.walletBalance)}</td>
            <td className="num">{exact(w.unrealizedPnl)}</td>
            <td className="num">{exact(w.marginBalance)}</td>
            <td className="num">{exact(w.availableBalance)}</td>
            <td className="num">{exact(w.initialMargin)}</td>
            <td className="num">{exact(w.maintMargin)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
