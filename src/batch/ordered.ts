/**
 * Hands the rows of finished shards to the result files in shard order, whatever order the shards finish
 * in, so that the files are written while the run goes on and hold every document once, in input order.
 * A shard that finishes early waits in memory up to a limit; beyond it (a slow shard holding up many
 * others), it waits in its checkpoint file and is read back when its turn comes, as are the shards of an
 * interrupted run.
 */
import type { Checkpoint } from './checkpoint.js';
import type { ResultFiles } from './output.js';
import type { ShardRows } from './types.js';

/** Characters of early shards' rows held in memory at most. */
const HELD_CHARS = 32 * 1024 * 1024;

export class ShardOrder {
  private next = 0;
  /** Finished shards not yet written: their rows, or undefined when they are to be read from the checkpoint. */
  private readonly waiting = new Map<number, ShardRows | undefined>();
  private held = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly checkpoint: Checkpoint,
    private readonly files: ResultFiles,
    private readonly heldChars = HELD_CHARS,
  ) {}

  /** Shard `shard` is checkpointed; `rows` are its rows if still at hand. Resolves once written, or once waiting. */
  done(shard: number, rows?: ShardRows): Promise<void> {
    const size = rows === undefined ? 0 : rows.findings.length + rows.summary.length;
    const keep = shard === this.next || this.held + size <= this.heldChars;
    if (rows !== undefined && keep) this.held += size;
    this.waiting.set(shard, keep ? rows : undefined);
    // one writer at a time: a shard's rows go out whole before the next shard's
    this.writing = this.writing.then(() => this.writeReady());
    return this.writing;
  }

  /** Shards handed in but not written (a gap in the numbers): none once every shard is done. */
  get pending(): number {
    return this.waiting.size;
  }

  private async writeReady(): Promise<void> {
    while (this.waiting.has(this.next)) {
      const rows = this.waiting.get(this.next);
      this.waiting.delete(this.next);
      if (rows !== undefined) this.held -= rows.findings.length + rows.summary.length;
      await this.files.add(rows ?? (await this.checkpoint.read(this.next)));
      this.next++;
    }
  }
}
