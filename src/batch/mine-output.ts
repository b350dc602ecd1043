/** The end of a mining run: the shards' candidate rows added up and written as the reviewable TSV. */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Checkpoint } from './checkpoint.js';
import { type Candidate, type MinedRow, candidatesTsv, mergeMined } from './mine.js';
import { writeResults } from './output.js';

export async function writeCandidates(checkpoint: Checkpoint, out: string, summary: string | undefined): Promise<{ findings: number; docs: number; errors: number }> {
  const candidates = new Map<string, Candidate>();
  const written = await writeResults(checkpoint, (line) => mergeMined(candidates, [JSON.parse(line) as MinedRow]), summary);
  const target = path.resolve(out);
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, candidatesTsv(candidates.values()));
  await rename(temp, target);
  return { ...written, findings: candidates.size };
}
