/**
 * Seeded pseudo-random numbers for Monte Carlo permutation tests: xoshiro128** (Blackman & Vigna)
 * seeded through splitmix32. Small, fast, and identical on every platform for the same seed.
 */

export class Xoshiro128 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    if (!Number.isFinite(seed)) throw new Error(`seed must be a finite number, got ${seed}`);
    // splitmix32 expands one 32-bit seed into the four state words (never all zero).
    let s = (Math.trunc(seed) >>> 0) ^ Math.trunc(seed / 2 ** 32);
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    if ((this.a | this.b | this.c | this.d) === 0) this.d = 1;
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform double in [0, 1) with 32 random bits. */
  nextFloat(): number {
    return this.nextUint32() / 2 ** 32;
  }

  /** Uniform integer in [0, n) for 1 ≤ n ≤ 2^32, without modulo bias (rejection sampling). */
  nextInt(n: number): number {
    if (!(n >= 1 && n <= 2 ** 32) || !Number.isInteger(n)) throw new RangeError(`nextInt needs an integer 1..2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const r = this.nextUint32();
      if (r < limit) return r % n;
    }
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
