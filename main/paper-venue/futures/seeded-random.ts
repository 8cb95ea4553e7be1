import { seededUint32 } from '@shared/random/seeded';

/** FNV-1a over the UTF-16 code units of `text`: a stable 32-bit seed from a name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A deterministic generator of whole numbers (mulberry32); the same seed gives the same run. */
export function seededIntegers(seed: number) {
  const next = seededUint32(seed);
  /** A whole number in [min, max], both inclusive. */
  const between = (min: number, max: number): number => min + (next() % (max - min + 1));
  return { next, between };
}
