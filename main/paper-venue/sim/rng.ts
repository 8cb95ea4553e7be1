import { seededUint32 } from '@shared/random/seeded';

/** A seeded generator with the draws the simulation makes: the same seed gives the same market. */
export class Rng {
  /** A uniform 32-bit unsigned integer. */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = seededUint32(seed);
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + (this.next() % (max - min + 1));
  }

  /** True with probability `percent` / 100. */
  chance(percent: number): boolean {
    return this.next() % 100 < percent;
  }
}

/** Mixes a seed with a text (a symbol) and numbers into a new 32-bit seed. */
export function mixSeed(seed: number, text: string, ...numbers: number[]): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  const mix = (value: number) => {
    hash = Math.imul(hash ^ value, 0x85ebca6b) >>> 0;
    hash = (hash ^ (hash >>> 13)) >>> 0;
  };
  for (let i = 0; i < text.length; i += 1) mix(text.charCodeAt(i));
  for (const value of numbers) {
    mix(value >>> 0);
    mix(Math.floor(value / 2 ** 32) >>> 0);
  }
  return hash;
}
