/**
 * Progress of a batch run on stderr: on a terminal one line redrawn (documents, MB/s, ETA); otherwise
 * (a log file, CI) a plain line every few seconds. Throughput counts the characters checked in this run
 * (shards taken from a checkpoint count as done but not as speed).
 */
const TTY_INTERVAL_MS = 200;
const LOG_INTERVAL_MS = 5000;

export class BatchProgress {
  private readonly tty: boolean;
  private readonly started = Date.now();
  private last = Date.now();
  private shown = false;
  private done = 0;
  private resumed = 0;
  private chars = 0;

  constructor(
    private readonly stream: NodeJS.WritableStream & { isTTY?: boolean; columns?: number },
    private readonly total: number,
    private readonly intervalMs = stream.isTTY === true ? TTY_INTERVAL_MS : LOG_INTERVAL_MS,
  ) {
    this.tty = stream.isTTY === true;
  }

  /** Documents of shards finished in an earlier run. */
  skip(docs: number): void {
    this.done += docs;
    this.resumed += docs;
  }

  add(docs: number, chars: number): void {
    this.done += docs;
    this.chars += chars;
    const now = Date.now();
    if (now - this.last < this.intervalMs) return;
    this.last = now;
    this.draw(now);
  }

  line(now = Date.now()): string {
    const seconds = Math.max(0.001, (now - this.started) / 1000);
    const mbs = this.chars / 1e6 / seconds;
    const checked = this.done - this.resumed;
    const left = this.total - this.done;
    const eta = checked > 0 && left > 0 ? ` · noch ${duration((left * seconds) / checked)}` : '';
    return `genderfair: ${this.done}/${this.total} Dokumente · ${mbs.toFixed(2)} MB/s${eta}`;
  }

  private draw(now: number): void {
    const text = this.line(now);
    if (!this.tty) {
      this.stream.write(`${text}\n`);
      return;
    }
    const cols = this.stream.columns ?? 80;
    this.stream.write(`\r\u001b[K${text.length > cols - 1 ? text.slice(0, cols - 2) + '…' : text}`);
    this.shown = true;
  }

  clear(): void {
    if (!this.shown) return;
    this.stream.write('\r\u001b[K');
    this.shown = false;
  }
}

function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
