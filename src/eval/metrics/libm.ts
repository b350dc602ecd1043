/**
 * Correctly rounded exp and log, for BLEU's full-precision parity with CPython.
 *
 * CPython's math.exp/math.log call the C library. glibc's (CPython on Linux) are accurate to about
 * 0.51 ulp and so round correctly in all but rare cases, while V8's Math.exp/Math.log (fdlibm ports)
 * are off by one ulp much more often: in a differential test against sacrebleu about one BLEU score
 * in three differed in the last digits. These versions evaluate the function in double-double
 * arithmetic (about 106 bits) and round once, giving the correctly rounded double; they agreed with
 * glibc on every one of several million random inputs (test/metrics-libm.test.ts keeps a sample).
 *
 * Only normal results are computed this way: results in the subnormal range (exp(x) for
 * x < -708) fall back to Math.exp; BLEU prints such values as 0.00 anyway.
 */

// ---- double-double arithmetic (Dekker, Knuth) --------------------------------------------------

const SPLITTER = 134217729; // 2^27 + 1

/** hi + lo with hi = fl(hi + lo). */
type DD = [number, number];

function twoSum(a: number, b: number): DD {
  const s = a + b;
  const bb = s - a;
  return [s, a - (s - bb) + (b - bb)];
}

function quickTwoSum(a: number, b: number): DD {
  const s = a + b;
  return [s, b - (s - a)];
}

function twoProd(a: number, b: number): DD {
  const p = a * b;
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return [p, ah * bh - p + ah * bl + al * bh + al * bl];
}

function ddAdd(a: DD, b: DD): DD {
  const [s1, s2] = twoSum(a[0], b[0]);
  const [t1, t2] = twoSum(a[1], b[1]);
  let [hi, lo] = quickTwoSum(s1, s2 + t1);
  [hi, lo] = quickTwoSum(hi, lo + t2);
  return [hi, lo];
}

function ddMul(a: DD, b: DD): DD {
  const [p, e] = twoProd(a[0], b[0]);
  return quickTwoSum(p, e + (a[0] * b[1] + a[1] * b[0]));
}

function ddDiv(a: DD, b: DD): DD {
  const q1 = a[0] / b[0];
  let r = ddAdd(a, ddMul([-q1, 0], b));
  const q2 = r[0] / b[0];
  r = ddAdd(r, ddMul([-q2, 0], b));
  const q3 = r[0] / b[0];
  const [hi, lo] = quickTwoSum(q1, q2);
  return ddAdd([hi, lo], [q3, 0]);
}

// ---- constants ---------------------------------------------------------------------------------

/** ln 2 as a double-double. */
const LN2: DD = [0.6931471805599453, 2.3190468138462996e-17];

/** 1/(2k+1) for the atanh series of log, k = 0..LOG_TERMS-1. */
const LOG_TERMS = 26;
const LOG_COEF: DD[] = Array.from({ length: LOG_TERMS }, (_, k) => ddDiv([1, 0], [2 * k + 1, 0]));

/** 1/n! for the Taylor series of exp, n = 0..EXP_TERMS-1. */
const EXP_TERMS = 32;
const EXP_COEF: DD[] = (() => {
  const out: DD[] = [[1, 0]];
  for (let n = 1; n < EXP_TERMS; n++) out.push(ddDiv(out[n - 1]!, [n, 0]));
  return out;
})();

const view = new DataView(new ArrayBuffer(8));

// ---- log ---------------------------------------------------------------------------------------

/** The natural logarithm, correctly rounded (as glibc's log, which CPython's math.log calls). */
export function crLog(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  if (x === 1) return 0;
  // x = m * 2^e with m in [1/sqrt(2), sqrt(2))
  let scale = 0;
  let y = x;
  if (y < 2.2250738585072014e-308) {
    y *= 2 ** 54; // subnormal: make it normal (exact)
    scale = -54;
  }
  view.setFloat64(0, y);
  const hiWord = view.getUint32(0);
  let e = ((hiWord >>> 20) & 0x7ff) - 1023 + scale;
  view.setUint32(0, (hiWord & 0x800fffff) | (1023 << 20));
  let m = view.getFloat64(0); // in [1, 2), exact
  if (m > Math.SQRT2) {
    m /= 2;
    e += 1;
  }
  // log(m) = 2 atanh(s), s = (m-1)/(m+1); m-1 is exact (Sterbenz)
  const s = ddDiv([m - 1, 0], twoSum(m, 1));
  const s2 = ddMul(s, s);
  let p = LOG_COEF[LOG_TERMS - 1]!;
  for (let k = LOG_TERMS - 2; k >= 0; k--) p = ddAdd(ddMul(p, s2), LOG_COEF[k]!);
  let r = ddMul(ddMul([2, 0], s), p);
  if (e !== 0) r = ddAdd(ddMul([e, 0], LN2), r);
  return r[0] + r[1];
}

// ---- exp ---------------------------------------------------------------------------------------

/** e^x, correctly rounded for normal results (as glibc's exp, which CPython's math.exp calls). */
export function crExp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.782712893384) return Infinity;
  if (x < -708) return Math.exp(x); // subnormal or zero result
  if (x === 0) return 1;
  // x = k ln2 + r, |r| <= ln2/2, r in double-double
  const k = Math.round(x / LN2[0]);
  const kl = twoProd(k, LN2[0]);
  const kl2 = twoProd(k, LN2[1]);
  const r = ddAdd(ddAdd([x, 0], [-kl[0], -kl[1]]), [-kl2[0], -kl2[1]]);
  let p = EXP_COEF[EXP_TERMS - 1]!;
  for (let n = EXP_TERMS - 2; n >= 0; n--) p = ddAdd(ddMul(p, r), EXP_COEF[n]!);
  const rounded = p[0] + p[1];
  // scaling by 2^k is exact for normal results; 2^1024 is not a double, so scale in two steps
  if (k > 1000) return rounded * pow2(k - 100) * pow2(100);
  if (k < -1000) return rounded * pow2(k + 100) * pow2(-100);
  return rounded * pow2(k);
}

/** 2^k for -1022 <= k <= 1023, built from its bits. */
function pow2(k: number): number {
  view.setUint32(0, (k + 1023) << 20);
  view.setUint32(4, 0);
  return view.getFloat64(0);
}
