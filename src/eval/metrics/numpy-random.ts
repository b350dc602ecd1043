/**
 * The part of numpy's random module that sacrebleu's significance tests use, draw for draw:
 * `numpy.random.default_rng(seed)` (SeedSequence → PCG64), `Generator.choice(n, size, replace=True)`
 * (= `integers(0, n)`: Lemire's bounded 32-bit method on the PCG64 stream) and
 * `Generator.integers(2, size, dtype=bool)` (one bit at a time from buffered 32-bit draws).
 * Ported from numpy/random/bit_generator.pyx, _pcg64/pcg64.h and src/distributions/distributions.c
 * (stable across numpy 1.17 … 2.x). The 128-bit state is kept in eight 16-bit limbs so that every
 * product is exact in a double.
 */
import { randomBytes } from 'node:crypto';

// SeedSequence constants (bit_generator.pyx)
const INIT_A = 0x43b0d7e5;
const MULT_A = 0x931e8875;
const INIT_B = 0x8b51f9dd;
const MULT_B = 0x58f38ded;
const MIX_MULT_L = 0xca01f9dd;
const MIX_MULT_R = 0x4973f715;
const POOL_SIZE = 4;

/** The entropy words of a non-negative integer seed, least significant 32 bits first (`_coerce_to_uint32_array`). */
function seedWords(seed: bigint): number[] {
  if (seed < 0n) throw new Error('Seed must be non-negative');
  const words: number[] = [];
  do {
    words.push(Number(seed & 0xffffffffn));
    seed >>= 32n;
  } while (seed > 0n);
  return words;
}

/** `SeedSequence(entropy).generate_state(nWords32, uint32)`. */
export function seedSequenceState(entropy: readonly number[], nWords32: number): Uint32Array {
  let hashConst = INIT_A;
  const hashmix = (value: number): number => {
    value = (value ^ hashConst) >>> 0;
    hashConst = Math.imul(hashConst, MULT_A) >>> 0;
    value = Math.imul(value, hashConst) >>> 0;
    return (value ^ (value >>> 16)) >>> 0;
  };
  const mix = (x: number, y: number): number => {
    const r = (Math.imul(MIX_MULT_L, x) - Math.imul(MIX_MULT_R, y)) >>> 0;
    return (r ^ (r >>> 16)) >>> 0;
  };
  const pool = new Array<number>(POOL_SIZE);
  for (let i = 0; i < POOL_SIZE; i++) pool[i] = hashmix(i < entropy.length ? entropy[i]! : 0);
  for (let src = 0; src < POOL_SIZE; src++) {
    for (let dst = 0; dst < POOL_SIZE; dst++) if (src !== dst) pool[dst] = mix(pool[dst]!, hashmix(pool[src]!));
  }
  for (let src = POOL_SIZE; src < entropy.length; src++) {
    for (let dst = 0; dst < POOL_SIZE; dst++) pool[dst] = mix(pool[dst]!, hashmix(entropy[src]!));
  }
  const out = new Uint32Array(nWords32);
  let h = INIT_B;
  for (let i = 0; i < nWords32; i++) {
    let v = (pool[i % POOL_SIZE]! ^ h) >>> 0;
    h = Math.imul(h, MULT_B) >>> 0;
    v = Math.imul(v, h) >>> 0;
    out[i] = (v ^ (v >>> 16)) >>> 0;
  }
  return out;
}

// PCG64's multiplier 0x2360ed051fc65da44385df649fccf645 in 16-bit limbs, least significant first
const MULT = [0xf645, 0x9fcc, 0xdf64, 0x4385, 0x5da4, 0x1fc6, 0xed05, 0x2360];

/** 128-bit numbers as eight 16-bit limbs, least significant first. */
type U128 = number[];

function u128FromWords(hi: bigint, lo: bigint): U128 {
  const x = (hi << 64n) | lo;
  return Array.from({ length: 8 }, (_, i) => Number((x >> BigInt(16 * i)) & 0xffffn));
}

function add128(a: U128, b: U128): void {
  let carry = 0;
  for (let i = 0; i < 8; i++) {
    const s = a[i]! + b[i]! + carry;
    a[i] = s & 0xffff;
    carry = s >>> 16;
  }
}

/** PCG64 (XSL-RR 128/64), numpy's default bit generator. */
export class Pcg64 {
  private readonly state: U128 = new Array<number>(8).fill(0);
  private readonly inc: U128;
  private readonly prod = new Float64Array(8);
  private hasUint32 = false;
  private uinteger = 0;
  /** The last 64-bit output as two 32-bit halves. */
  private outHi = 0;
  private outLo = 0;

  /** `PCG64(SeedSequence(seed))`; `null` seeds from the operating system, as numpy does for None. */
  constructor(seed: bigint | null) {
    const entropy = seed === null ? Array.from(new Uint32Array(randomBytes(16).buffer)) : seedWords(seed);
    const w = seedSequenceState(entropy, 8);
    // generate_state(4, uint64): pairs of 32-bit words, little-endian
    const u64 = (k: number) => (BigInt(w[2 * k + 1]!) << 32n) | BigInt(w[2 * k]!);
    const initState = u128FromWords(u64(0), u64(1));
    const initSeq = (u64(2) << 64n) | u64(3);
    // pcg_setseq_128_srandom_r
    this.inc = u128FromWords(0n, 0n);
    const incBig = ((initSeq << 1n) | 1n) & ((1n << 128n) - 1n);
    for (let i = 0; i < 8; i++) this.inc[i] = Number((incBig >> BigInt(16 * i)) & 0xffffn);
    this.step();
    add128(this.state, initState);
    this.step();
  }

  /** state = state * MULT + inc (mod 2^128) */
  private step(): void {
    const s = this.state;
    const p = this.prod;
    for (let k = 0; k < 8; k++) {
      let sum = 0;
      for (let i = 0; i <= k; i++) sum += s[i]! * MULT[k - i]!;
      p[k] = sum; // at most 8 products of 16-bit numbers: < 2^35, exact
    }
    let carry = 0;
    for (let k = 0; k < 8; k++) {
      const v = p[k]! + carry + this.inc[k]!;
      s[k] = v % 65536;
      carry = Math.floor(v / 65536);
    }
  }

  /** pcg64_next64, leaving the result in outHi/outLo. */
  private next64(): void {
    this.step();
    const s = this.state;
    // xor of the high and low 64 bits, rotated right by the top 6 bits of the state
    let hi = (((s[7]! ^ s[3]!) << 16) | (s[6]! ^ s[2]!)) >>> 0;
    let lo = (((s[5]! ^ s[1]!) << 16) | (s[4]! ^ s[0]!)) >>> 0;
    let rot = s[7]! >>> 10;
    if (rot >= 32) {
      [hi, lo] = [lo, hi];
      rot -= 32;
    }
    if (rot > 0) {
      const nh = ((hi >>> rot) | (lo << (32 - rot))) >>> 0;
      const nl = ((lo >>> rot) | (hi << (32 - rot))) >>> 0;
      hi = nh;
      lo = nl;
    }
    this.outHi = hi;
    this.outLo = lo;
  }

  /** pcg64_next32: the low half of a 64-bit draw, then its high half. */
  nextUint32(): number {
    if (this.hasUint32) {
      this.hasUint32 = false;
      return this.uinteger;
    }
    this.next64();
    this.hasUint32 = true;
    this.uinteger = this.outHi;
    return this.outLo;
  }
}

/** `numpy.random.default_rng(seed)` with the two draws sacrebleu makes. */
export class Generator {
  private readonly bitgen: Pcg64;

  constructor(seed: bigint | null) {
    this.bitgen = new Pcg64(seed);
  }

  /** `choice(n, size=count, replace=True)`, flattened in C order: integers in [0, n). */
  choice(n: number, count: number): Uint32Array {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new Error(`choice: n must be an integer in 1..2^32`);
    const out = new Uint32Array(count);
    const rng = n - 1;
    if (rng === 0) return out;
    if (rng === 0xffffffff) {
      for (let i = 0; i < count; i++) out[i] = this.bitgen.nextUint32();
      return out;
    }
    // buffered_bounded_lemire_uint32
    const rngExcl = rng + 1;
    const threshold = (0xffffffff - rng) % rngExcl;
    for (let i = 0; i < count; i++) {
      let [m, leftover] = this.lemire(rngExcl);
      if (leftover < rngExcl) {
        while (leftover < threshold) [m, leftover] = this.lemire(rngExcl);
      }
      out[i] = m;
    }
    return out;
  }

  /** One scaled draw: [high 32 bits, low 32 bits] of nextUint32() * rngExcl, exactly. */
  private lemire(rngExcl: number): [number, number] {
    const x = this.bitgen.nextUint32();
    const hiPart = (x >>> 16) * rngExcl; // < 2^48
    const loPart = (x & 0xffff) * rngExcl;
    const lowSum = (hiPart % 65536) * 65536 + loPart;
    return [Math.floor(hiPart / 65536) + Math.floor(lowSum / 4294967296), lowSum % 4294967296];
  }

  /** `integers(2, size=count, dtype=bool)`, flattened in C order. */
  bools(count: number): Uint8Array {
    const out = new Uint8Array(count);
    let buf = 0;
    let bcnt = 0;
    for (let i = 0; i < count; i++) {
      if (bcnt === 0) {
        buf = this.bitgen.nextUint32();
        bcnt = 31;
      } else {
        buf >>>= 1;
        bcnt--;
      }
      out[i] = buf & 1;
    }
    return out;
  }
}
