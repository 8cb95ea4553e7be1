/**
 * mulberry32: a small seeded generator, so a simulated market, a property test or a benchmark stream
 * is the same on every run and machine. Not for anything secret.
 */
export function seededUint32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** The same generator as fractions in [0, 1). */
export function seededRandom(seed: number): () => number {
  const next = seededUint32(seed);
  return () => next() / 4294967296;
}

/** A whole number in [0, bound). */
export function randomInt(random: () => number, bound: number): number {
  return Math.floor(random() * bound);
}
