// Stylesheets first: tokens, then what every pane shares; each panel's own sheet comes with it.
import 'dockview-react/dist/styles/dockview.css';
import './styles/tokens.css';
import './ui/base.css';
import './app/app.css';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { awaitAnswersFirst } from './api/awaited-answers';
import { deliverFramesPerPaint } from './api/frames-per-paint';
import { paintQueue } from './api/paint-queue';
import { resolveTerminal } from './api/terminal';
import { TerminalProvider } from './api/terminal-context';
import { syncMarketEvents } from './api/market-queries';
import { syncAccountEvents } from './api/account-queries';
import { syncOrdersEvents } from './api/orders-queries';
import { syncProfilesEvents } from './api/profiles-queries';
import { syncVenueEvents } from './api/venue-queries';
import { refetchWhenLimitLifts } from './api/refetch-when-limit-lifts';

// zod probes for eval at first use; the renderer's CSP forbids eval, so tell it not to try.
z.config({ jitless: true });

// The query cache tells its readers of new data just before the next paint, with the market's frames,
// rather than in a timer task per change: one render per paint however many pushes came.
notifyManager.setScheduler(paintQueue.run);

const root = createRoot(document.getElementById('root')!);
const resolved = resolveTerminal();
const terminal = 'error' in resolved ? resolved : deliverFramesPerPaint(awaitAnswersFirst(resolved));

if ('error' in terminal) {
  root.render(
    <p role="alert" className="fatal">
      {terminal.error}
    </p>,
  );
} else {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  refetchWhenLimitLifts(queryClient);
  syncVenueEvents(terminal, queryClient);
  syncMarketEvents(terminal, queryClient);
  syncProfilesEvents(terminal, queryClient);
  syncOrdersEvents(terminal, queryClient);
  syncAccountEvents(terminal, queryClient);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TerminalProvider terminal={terminal}>
          <App />
        </TerminalProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
