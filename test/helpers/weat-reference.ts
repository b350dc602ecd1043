/**
 * The WEAT reference vectors (the GloVe-840B vectors of every Caliskan et al. 2017 item with the cbn item
 * lists, WEFE's word2vec GoogleNews subset and word sets, the expected values) in the folder named by
 * GENDERFAIR_WEAT_VECTORS; the tests that need them are skipped without it (README.md, "Test data and
 * benchmarks").
 */
import { join } from 'node:path';
import { dataPath, skipReason } from './data.js';

/** The WEAT reference vectors folder, when GENDERFAIR_WEAT_VECTORS names it. */
export const REFERENCE_DIR = dataPath('GENDERFAIR_WEAT_VECTORS');

/** A file of the reference folder; call it only in tests skipped where REFERENCE_DIR is undefined. */
export function referenceFile(
  name: 'glove840b-caliskan-items.vec' | 'word2vec-googlenews-weat-items.vec' | 'caliskan-items.tsv' | 'wefe-WEAT-wordsets.json' | 'expected-values.json',
): string {
  if (REFERENCE_DIR === undefined) throw new Error(skipReason('GENDERFAIR_WEAT_VECTORS'));
  return join(REFERENCE_DIR, name);
}
