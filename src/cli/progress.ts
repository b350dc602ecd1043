/**
 * "n/m Dateien" progress on stderr for long runs: only when stderr is a terminal, only after the run
 * has taken a moment (so short runs print nothing), redrawn at most every 100 ms, erased at the end.
 */
const DELAY_MS = 500;
const INTERVAL_MS = 100;

export class Progress {
  private readonly enabled: boolean;
  private readonly started = Date.now();
  private lastDraw = 0;
  private shown = false;

  constructor(
    private readonly stream: NodeJS.WritableStream & { isTTY?: boolean },
    private readonly total: number,
  ) {
    this.enabled = stream.isTTY === true && total > 1;
  }

  update(done: number, current: string): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.started < DELAY_MS || now - this.lastDraw < INTERVAL_MS) return;
    this.lastDraw = now;
    const cols = (this.stream as { columns?: number }).columns ?? 80;
    const line = `genderfair: ${done}/${this.total} Dateien · ${current}`;
    this.stream.write(`\r\u001b[K${line.length > cols - 1 ? line.slice(0, cols - 2) + '…' : line}`);
    this.shown = true;
  }

  /** Erase the progress line (before writing other output to the same terminal, and at the end). */
  clear(): void {
    if (!this.shown) return;
    this.stream.write('\r\u001b[K');
    this.shown = false;
  }
}
