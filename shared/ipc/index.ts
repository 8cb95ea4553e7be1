export * from './contract';
export * from './errors';
export * from './terminal-api';
export type { VenueClock } from './venue';
export type { ThemeName, WorkspaceState } from './workspace';
