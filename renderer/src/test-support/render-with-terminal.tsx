import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { TerminalApi } from '@shared/ipc/contract';
import { TerminalProvider } from '../api/terminal-context';

/** Renders UI the way main.tsx does: a fresh query cache and the given TerminalApi. */
export function renderWithTerminal(ui: ReactElement, terminal: TerminalApi) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <TerminalProvider terminal={terminal}>{ui}</TerminalProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
