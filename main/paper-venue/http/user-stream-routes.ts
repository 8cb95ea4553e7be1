import type { ListenKeys } from './listen-keys';
import type { RouteContext, RouteHandler } from './router';
import { fail } from './venue-failure';

const callerUid = (context: RouteContext) => {
  if (!context.caller) throw fail.rejectedKey();
  return context.caller.account.uid;
};

/** POST/PUT/DELETE /api/v3/userDataStream: API key only, no signature. */
export function userStreamRoutes(listenKeys: ListenKeys): Record<string, RouteHandler> {
  const withKey =
    (act: (account: number, listenKey: string) => boolean): RouteHandler =>
    (context) => {
      const account = callerUid(context);
      const listenKey = context.params.text('listenKey', { required: true });
      return () => {
        if (!act(account, listenKey)) throw fail.invalidListenKey();
        return { status: 200, body: {} };
      };
    };
  return {
    'POST /api/v3/userDataStream': (context) => {
      const account = callerUid(context);
      return () => ({ status: 200, body: { listenKey: listenKeys.open(account) } });
    },
    'PUT /api/v3/userDataStream': withKey((account, key) => listenKeys.keepAlive(account, key)),
    'DELETE /api/v3/userDataStream': withKey((account, key) => listenKeys.close(account, key)),
  };
}
