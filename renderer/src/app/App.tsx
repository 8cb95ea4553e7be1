import { useQuery } from '@tanstack/react-query';
import { useTerminal } from '../api/terminal-context';
import { venueQueries } from '../api/venue-queries';
import { ConnectionPanel } from '../panels/connection/ConnectionPanel';

export function App() {
  const terminal = useTerminal();
  const clock = useQuery(venueQueries.clock(terminal));
  const ready = clock.isSuccess || clock.isError;
  return (
    <div className="app" data-app-state={ready ? 'ready' : 'starting'}>
      <header className="app-header">
        <h1>Tape Terminal</h1>
      </header>
      <main className="workspace">
        <ConnectionPanel />
      </main>
    </div>
  );
}
