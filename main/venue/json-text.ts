import { Dec } from '@shared/decimal/decimal';

/**
 * Rewrites the bare JSON numbers of the named fields as decimal strings before JSON.parse, so a
 * number the venue sends for money (mining's amount and hashRate) never passes through a float.
 */
export function quoteNumberFields(text: string, fields: readonly string[]): string {
  if (fields.length === 0) return text;
  const names = fields.map((f) => f.replace(/[^A-Za-z0-9_]/g, '')).join('|');
  const pattern = new RegExp(`(?<!\\\\)"(${names})"(\\s*):(\\s*)(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`, 'g');
  return text.replace(pattern, (_m, name: string, s1: string, s2: string, number: string) => {
    return `"${name}"${s1}:${s2}"${new Dec(number).toFixed()}"`;
  });
}
