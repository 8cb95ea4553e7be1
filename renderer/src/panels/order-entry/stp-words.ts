/**
 * Self-trade prevention modes in a trader's words: what happens when an order would trade with
 * another of the same account. The API's name stays in the order preview and the history's columns.
 */
const WORDS: Record<string, string> = {
  NONE: 'Off',
  EXPIRE_TAKER: 'Cancel new',
  EXPIRE_MAKER: 'Cancel resting',
  EXPIRE_BOTH: 'Cancel both',
  DECREMENT: 'Reduce both',
  TRANSFER: 'Transfer',
};

/** A mode's words, or its API name with spaces when it has none here. */
export const stpWords = (mode: string): string => WORDS[mode] ?? mode.replaceAll('_', ' ');

/**
 * The label of one option of an STP select. `''` is "leave it to the venue": with the venue's
 * default mode known, that mode's words (the select then leaves out the same mode sent explicitly,
 * which does the same); otherwise "Venue default".
 */
export function stpOptionLabel(mode: string, defaultMode?: string): string {
  if (mode !== '') return stpWords(mode);
  return defaultMode ? stpWords(defaultMode) : 'Venue default';
}

/** The options of a select whose `''` stands for `defaultMode`: the other modes after it. */
export const stpOptions = <M extends string>(modes: readonly M[], defaultMode: string): ('' | M)[] => [
  '',
  ...modes.filter((mode) => mode !== defaultMode),
];
