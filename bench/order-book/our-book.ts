import type { LocalBookFactory } from './adapter';

/**
 * Our local order book (shared/market/book/, being written): plug it in here as a LocalBookFactory
 * and item 1 measures it against ccxt. Until then item 1 reports ccxt's figure alone.
 */
export const ourBook: LocalBookFactory | undefined = undefined;
