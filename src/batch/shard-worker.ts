/** The worker thread of the batch pool (pool.ts): checks one shard at a time (check-shard.ts). */
import '../documents/index.js'; // every input format
import { checkShard } from './check-shard.js';
import type { ShardResult, ShardTask } from './types.js';

export default function run(task: ShardTask): Promise<ShardResult> {
  return checkShard(task);
}
