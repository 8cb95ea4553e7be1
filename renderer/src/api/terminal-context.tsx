import { createContext, useContext, type ReactNode } from 'react';
import type { TerminalApi } from '@shared/ipc/contract';

const TerminalContext = createContext<TerminalApi | null>(null);

export function TerminalProvider({ terminal, children }: { terminal: TerminalApi; children: ReactNode }) {
  return <TerminalContext.Provider value={terminal}>{children}</TerminalContext.Provider>;
}

export function useTerminal(): TerminalApi {
  const terminal = useContext(TerminalContext);
  if (!terminal) throw new Error('useTerminal() needs a <TerminalProvider>.');
  return terminal;
}
