import type { Handlers } from '@shared/ipc/contract';
import type { AccountService } from './account-service';

type AccountChannel = Extract<keyof Handlers, `tt:account:${string}`>;

/** The account service on the IPC contract (shared/ipc/account.ts). */
export function accountHandlers(account: AccountService): Pick<Handlers, AccountChannel> {
  return {
    'tt:account:summary': () => account.summary(),
    'tt:account:portfolio': ({ quoteAsset }) => account.portfolio(quoteAsset),
    'tt:account:portfolioHistory': ({ quoteAsset, range }) => account.portfolioHistory(quoteAsset, range),
    'tt:account:commission': ({ symbol }) => account.commission(symbol),
    'tt:account:orderCounts': () => account.orderCounts(),
    'tt:account:limits': () => account.limits(),
    'tt:account:trades': (args) => account.trades(args),
    'tt:account:preventedMatches': ({ symbol, orderId }) => account.preventedMatches(symbol, orderId),
    'tt:account:amendments': ({ symbol, orderId }) => account.amendments(symbol, orderId),
  };
}
