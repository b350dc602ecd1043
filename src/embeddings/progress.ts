/**
 * A byte-progress line on stderr for long vector loads, e.g.
 * `genderfair: cc.it.300.vec 42% (1.9/4.5 GB, 310 MB/s)`: only when the stream is a terminal,
 * only after the load has taken a moment (short loads print nothing), redrawn at most every
 * 100 ms, erased when the load reaches 100 % or `end()` is called.
 *
 *   const progress = createProgressReporter(process.stderr, basename(path));
 *   try {
 *     result = await loadVectors(path, { vocabulary, onProgress: progress.onProgress });
 *   } finally {
 *     progress.end();
 *   }
 */

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): unknown;
}

export interface ProgressReporter {
  /** Pass as `LoadOptions.onProgress`. */
  readonly onProgress: (bytesDone: number, bytesTotal: number) => void;
  /** Erases the line (call before writing other output to the terminal, and when done or failed). */
  end(): void;
}

export interface ProgressTiming {
  /** Clock in ms (default Date.now). */
  now?: () => number;
  /** Nothing is drawn before this many ms (default 500). */
  delayMs?: number;
  /** Minimum ms between redraws (default 100). */
  intervalMs?: number;
}

/** `1.9 GB`, `310 MB`, `12 kB` (decimal units, as file managers and `ls -h --si` show them). */
function unitOf(total: number): [number, string] {
  if (total >= 1e9) return [1e9, 'GB'];
  if (total >= 1e6) return [1e6, 'MB'];
  return [1e3, 'kB'];
}

export function formatProgress(label: string, done: number, total: number, elapsedMs: number): string {
  const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
  const [div, unit] = unitOf(total);
  const digits = div === 1e9 ? 1 : 0;
  const rate = elapsedMs > 0 ? done / 1e6 / (elapsedMs / 1000) : 0;
  return `genderfair: ${label} ${pct}% (${(done / div).toFixed(digits)}/${(total / div).toFixed(digits)} ${unit}, ${rate.toFixed(0)} MB/s)`;
}

export function createProgressReporter(stderr: ProgressStream, label: string, timing: ProgressTiming = {}): ProgressReporter {
  const now = timing.now ?? Date.now;
  const delay = timing.delayMs ?? 500;
  const interval = timing.intervalMs ?? 100;
  const enabled = stderr.isTTY === true;
  const started = now();
  let lastDraw = -Infinity;
  let shown = false;

  const end = (): void => {
    if (!shown) return;
    stderr.write('\r\u001b[K');
    shown = false;
  };

  const onProgress = (done: number, total: number): void => {
    if (!enabled) return;
    if (done >= total) {
      end();
      return;
    }
    const t = now();
    if (t - started < delay || t - lastDraw < interval) return;
    lastDraw = t;
    const cols = stderr.columns ?? 80;
    let line = formatProgress(label, done, total, t - started);
    if (line.length > cols - 1) line = `${line.slice(0, Math.max(0, cols - 2))}…`;
    stderr.write(`\r\u001b[K${line}`);
    shown = true;
  };

  return { onProgress, end };
}
