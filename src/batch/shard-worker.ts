/**
 * The worker thread of the batch pool (pool.ts): checks one shard at a time (check-shard.ts). The
 * parsers of the input formats are loaded when a document needs one (a corpus of plain-text records never
 * loads the Markdown or HTML parser).
 */
import { checkShard } from './check-shard.js';
import type { ShardResult, ShardTask } from './types.js';

export default function run(task: ShardTask): Promise<ShardResult> {
  return checkShard(task);
}
