/** The profile the workspace belongs to. Until profiles can be added, it is the embedded Paper one. */
export interface ActiveProfile {
  readonly id: string;
  readonly name: string;
  readonly live: boolean;
}

export const paperProfile: ActiveProfile = { id: 'paper', name: 'Paper', live: false };
