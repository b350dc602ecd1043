/** The end of a mining run: the shards' candidate rows, added up (mergeMined), written as the reviewable TSV. */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Candidate, candidatesTsv } from './mine.js';

/** Writes the candidates to `out`; returns their number. */
export async function writeCandidates(candidates: Map<string, Candidate>, out: string): Promise<number> {
  const target = path.resolve(out);
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, candidatesTsv(candidates.values()));
  await rename(temp, target);
  return candidates.size;
}
