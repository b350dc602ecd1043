/** Cutting the document sequence into shards: the unit of work, of checkpoints and of queue jobs. */
import type { DocRef } from './types.js';
import type { WeightedDoc } from './sources.js';

export interface ShardLimits {
  /** A shard holds at most this many documents... */
  docs: number;
  /** ...and is closed once its documents weigh this much (characters of records, bytes of files). */
  weight: number;
}

/** Large enough that a task's overhead is small next to its checking, small enough to spread and to lose little on a kill. */
export const DEFAULT_SHARD_LIMITS: ShardLimits = { docs: 256, weight: 256 * 1024 };

export interface Shard {
  shard: number;
  docs: DocRef[];
  weight: number;
}

/** The shards of a document sequence, numbered from 0; the cut depends only on the sequence. */
export async function* cutShards(docs: AsyncIterable<WeightedDoc>, limits: ShardLimits = DEFAULT_SHARD_LIMITS): AsyncGenerator<Shard> {
  let current: Shard = { shard: 0, docs: [], weight: 0 };
  for await (const d of docs) {
    current.docs.push(d.ref);
    current.weight += d.weight;
    if (current.docs.length >= limits.docs || current.weight >= limits.weight) {
      yield current;
      current = { shard: current.shard + 1, docs: [], weight: 0 };
    }
  }
  if (current.docs.length > 0) yield current;
}
