export * from './contract';
export * from './errors';
export * from './terminal-api';
export type { VenueClock } from './venue';
export type { ThemeName, WorkspaceState } from './workspace';
export type { KeychainView, ProfileList, ProvisionedProfile } from './profiles';
export type { ProfileView, TestConnectionResult, Venue } from './profile-schema';
export type * from './market';
