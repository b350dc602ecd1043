/**
 * Shard checkpoints of a batch run, in `<out>.parts/`: one file per finished shard, written to a temporary
 * name and renamed, so a shard file exists whole or not at all (also after kill -9). A resumed run skips
 * the shards whose files exist; a run that read other inputs or options is refused. The result files are
 * written in shard order (ordered.ts), so every document appears once, in input order.
 *
 * Shard file: a header line {"shard":n,"findings":F,"summary":S}, then F finding rows and S summary rows.
 */
import { link, mkdir, readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../cli/errors.js';
import type { ShardResult, ShardRows } from './types.js';

const MANIFEST = 'manifest.json';
const SHARD_FILE = /^shard-(\d+)\.jsonl$/;

export class Checkpoint {
  private constructor(
    readonly dir: string,
    /** Shards whose file exists. */
    readonly done: Set<number>,
  ) {}

  /**
   * Opens (or starts) the checkpoint folder of `out`. `manifest` says what the run reads; an existing
   * folder with another manifest belongs to another run and is not touched.
   */
  static async open(out: string, manifest: unknown): Promise<Checkpoint> {
    const dir = `${path.resolve(out)}.parts`;
    const wanted = JSON.stringify(manifest);
    await mkdir(dir, { recursive: true });
    const existing = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => undefined);
    if (existing === undefined) {
      await writeFile(path.join(dir, MANIFEST), wanted);
    } else if (existing !== wanted) {
      throw new UsageError(`'${dir}' holds an interrupted run with other inputs or options; remove it to start anew, or choose another --out`);
    }
    const done = new Set<number>();
    for (const name of await readdir(dir)) {
      const m = SHARD_FILE.exec(name);
      if (m) done.add(Number(m[1]));
      // a temporary file of a killed run: its shard runs again
      else if (name.endsWith('.tmp')) await rm(path.join(dir, name), { force: true });
    }
    return new Checkpoint(dir, done);
  }

  fileOf(shard: number): string {
    return path.join(this.dir, `shard-${String(shard).padStart(6, '0')}.jsonl`);
  }

  /**
   * Writes a finished shard once: a shard that is already there (a queue job that ran twice) is not
   * written again, and false is returned. link() fails when the name exists, so even two writers racing
   * for one shard cannot both succeed.
   */
  async write(result: ShardResult): Promise<boolean> {
    if (this.done.has(result.shard)) return false;
    this.done.add(result.shard);
    const target = this.fileOf(result.shard);
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    const header = { shard: result.shard, findings: countLines(result.findings), summary: countLines(result.summary) };
    await writeFile(temp, `${JSON.stringify(header)}\n${result.findings}${result.summary}`);
    try {
      await link(temp, target);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      this.done.delete(result.shard);
      throw err;
    } finally {
      await unlink(temp);
    }
  }

  /** A finished shard's rows (of this run or an earlier one), as the shard's worker wrote them. */
  async read(shard: number): Promise<ShardRows> {
    const text = await readFile(this.fileOf(shard), 'utf8');
    const body = text.indexOf('\n') + 1;
    const header = JSON.parse(text.slice(0, body)) as { findings: number };
    let split = body;
    for (let n = 0; n < header.findings; n++) split = text.indexOf('\n', split) + 1;
    return { findings: text.slice(body, split), summary: text.slice(split) };
  }

  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

export function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
