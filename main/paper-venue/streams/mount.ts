import type { VenueMount } from '../venue';
import { attachStreamServer, type StreamServer, type StreamServerOptions } from './stream-server';

/**
 * The WebSocket streams as a venue mount: `startPaperVenue({ mounts: [streamsMount({ source })] })`
 * serves them on the venue's own port. `onReady` receives the running server (its feed, for
 * fault injection).
 */
export function streamsMount(
  options: Omit<StreamServerOptions, 'symbols' | 'accounts' | 'listenKeys' | 'now' | 'pipeline'> & {
    readonly onReady?: (streams: StreamServer) => void;
  },
): VenueMount {
  return (server, venue) => {
    const streams = attachStreamServer(server, {
      ...options,
      symbols: venue.symbols.all.map((info) => info.symbol),
      accounts: venue.accounts,
      listenKeys: venue.listenKeys,
      now: venue.now,
      pipeline: venue.pipeline,
    });
    options.onReady?.(streams);
    return streams;
  };
}
