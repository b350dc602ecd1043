/**
 * Word-embedding bias audit (Biasion et al. 2020; Caliskan et al. 2017; Bolukbasi et al. 2016):
 * gender directions, gender scores and their correlation with occupations, WEAT with exact and
 * seeded Monte Carlo permutation p-values, grammatical-gender removal, and the bundled word lists.
 * Everything works on a `VectorTable` (src/embeddings/space.ts) and returns typed results; nothing prints.
 */
export { VectorTable } from './space.js';

// loaders (fastText/word2vec .vec, GloVe text, wink JSON, binary cache)
export {
  createProgressReporter,
  detectFormat,
  forEachVector,
  loadVectors,
  VectorFileError,
  writeCache,
  type ForEachOptions,
  type ForEachResult,
  type LoadOptions,
  type LoadResult,
  type RowCallback,
  type VectorFormat,
} from './load.js';

// the whole audit and its report
export * from './audit.js';
export { renderReport, renderSummary } from './report/index.js';


// measures
export { cosine, dot, norm, normalized, normalizeTable, unitVector, unitVectors, type Vector } from './normalize.js';
export { pairPca, principalAxes, symmetricEigen, type PairPca, type SymmetricEigen, type WordPair } from './pca.js';
export { pairDirection, pairDirections, pcaGenderDirection, weightedPcaDirection, type PcaDirection } from './direction.js';
export {
  genderScore,
  genderScores,
  grammaticalSemanticRatio,
  isGendered,
  meanGenderScore,
  occupationCorrelation,
  occupationScores,
  type GrammaticalSemanticRatio,
  type Occupation,
  type OccupationCorrelation,
  type OccupationPoint,
} from './score.js';
export {
  biasion2020PValue,
  DEFAULT_SEED,
  weat,
  weatAssociations,
  weatPermutationTest,
  type PermutationOptions,
  type WeatAlternative,
  type WeatOptions,
  type WeatPValue,
  type WeatResult,
  type WeatSets,
} from './weat.js';
export { grammaticalGenderSubspace, removeSubspace, subspaceRemover, type RemoveOptions, type Subspace } from './debias.js';
export {
  binomial,
  logGamma,
  mean,
  olsLine,
  pearson,
  regularizedIncompleteBeta,
  standardDeviation,
  studentTTwoSidedP,
  type Line,
  type PearsonResult,
} from './stats.js';
export { Xoshiro128 } from './random.js';

// word lists (data/embeddings/)
export {
  loadDefinitionalPairs,
  loadGrammaticalPairs,
  loadOccupations,
  loadWeatTests,
  loadWeatWordSets,
  type GrammaticalClass,
  type OccupationEntry,
  type WeatCollection,
  type WeatTestSpec,
} from './wordlists.js';
