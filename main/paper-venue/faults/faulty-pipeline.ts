import type { Pipeline } from '../http/router';
import {
  ORDER_PLACING,
  executedButUnknown,
  isStateChanging,
  marketClosed,
  refusalBeforeHandling,
} from './fault-refusals';
import type { FaultState } from './fault-state';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The pipeline the WebSocket API's REST methods run through, with the injected faults that
 * `faultWrapper` applies to HTTP: latency, an IP ban, a 429 burst, closed markets for orders, and a
 * 503 for a share of state-changing requests, given after the venue executed them.
 */
export function faultyPipeline(
  pipeline: Pipeline,
  faults: FaultState,
  delay: (ms: number) => Promise<void> = sleep,
): Pipeline {
  return {
    ...pipeline,
    async run(key, params, ip, authenticate) {
      faults.requestsReceived += 1;
      if (faults.latencyMs > 0) await delay(faults.latencyMs);
      const refused = refusalBeforeHandling(faults, faults.now());
      if (refused) throw refused;
      if (faults.symbolStatus.size > 0 && ORDER_PLACING.has(key)) {
        const symbol = params.text('symbol');
        if (symbol !== undefined && !faults.isTrading(symbol)) throw marketClosed();
      }
      const reply = await pipeline.run(key, params, ip, authenticate);
      const [method = '', path = ''] = key.split(' ');
      if (reply.status === 200 && isStateChanging(method, path) && faults.nextStateChangeFails())
        throw executedButUnknown();
      return reply;
    },
  };
}
