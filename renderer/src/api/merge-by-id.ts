/**
 * Folds one chase or TWAP main pushed into its list: the newest change first, in place of the one
 * before.
 */
export const mergeById = <T extends { readonly id: string }>(current: readonly T[], changed: T): T[] => [
  changed,
  ...current.filter((c) => c.id !== changed.id),
];
