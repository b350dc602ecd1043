/**
 * Generates data/it/lexicon.json from the devDependencies italian-words-dict, italian-adjectives-dict and
 * italian-verbs-dict (RosaeNLG exports of morph-it 0.4.8, dual-licensed CC-BY-SA-2.0 / LGPL; used here under
 * CC-BY-SA-2.0). The format is described by LexiconData in src/it/lexicon.ts: sorted lines, searched by
 * bisection at run time, with suffix rules for the inflected forms. The run-time code reads only this file.
 * Run: npx tsx scripts/build-it-lexicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CELLS,
  lemmaCandidates,
  morphItParadigms,
  sortedTables,
  suffixRule,
  type LexiconData,
} from '../src/it/lexicon.js';

const require = createRequire(import.meta.url);
const load = <T>(path: string): T => JSON.parse(readFileSync(require.resolve(path), 'utf8')) as T;

const words = load<Record<string, { G: 'M' | 'F'; P: string | null }>>('italian-words-dict/dist/words.json');
const adjectives = load<Record<string, { MP: string; FS: string; FP: string }>>(
  'italian-adjectives-dict/dist/adjectives.json',
);
type Participle = { S?: string; SF?: string; P?: string; PF?: string };
const verbs = load<Record<string, { part?: { past?: Participle } }>>('italian-verbs-dict/dist/verbs.json');

/** Only plain lower-case Italian words (no abbreviations, digits, hyphens or apostrophes). */
const isWord = (w: unknown): w is string => typeof w === 'string' && /^[a-zàèéìíòóùú]+$/.test(w);

const nounLines: string[] = [];
for (const [lemma, entry] of Object.entries(words)) {
  if (!isWord(lemma) || (entry.G !== 'M' && entry.G !== 'F')) continue;
  const plural = isWord(entry.P) ? suffixRule(lemma, entry.P) : '';
  nounLines.push(`${lemma}\t${entry.G.toLowerCase()}\t${plural}`);
}

function regularAdjective(lemma: string, e: { MP: string; FS: string; FP: string }): boolean {
  const stem = lemma.slice(0, -1);
  if (lemma.endsWith('o')) return e.MP === `${stem}i` && e.FS === `${stem}a` && e.FP === `${stem}e`;
  if (lemma.endsWith('e')) return e.MP === `${stem}i` && e.FS === lemma && e.FP === `${stem}i`;
  return false;
}
const adjectiveLines: string[] = [];
for (const [lemma, e] of Object.entries(adjectives)) {
  if (![lemma, e.MP, e.FS, e.FP].every(isWord)) continue;
  adjectiveLines.push(
    regularAdjective(lemma, e)
      ? lemma
      : [lemma, suffixRule(lemma, e.MP), suffixRule(lemma, e.FS), suffixRule(lemma, e.FP)].join('\t'),
  );
}

const participleLines: string[] = [];
for (const [infinitive, entry] of Object.entries(verbs)) {
  const past = entry.part?.past;
  if (!past?.S || !isWord(infinitive) || !isWord(past.S) || !past.S.endsWith('o')) continue;
  const stem = past.S.slice(0, -1);
  if (past.P !== `${stem}i` || past.SF !== `${stem}a` || past.PF !== `${stem}e`) continue; // irregular: left out
  participleLines.push(`${past.S}\t${infinitive}`);
}

// sorted by the first field (UTF-16 code units), as the bisection at run time expects
const sorted = (lines: string[]) =>
  lines
    .sort((a, b) => {
      const ka = a.split('\t')[0]!;
      const kb = b.split('\t')[0]!;
      return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
    })
    .join('\n');
const data: LexiconData = {
  notice:
    'Derived from italian-words-dict, italian-adjectives-dict and italian-verbs-dict 3.4.0 (morph-it 0.4.8, Baroni & Zanchetta); CC-BY-SA-2.0, see data/it/NOTICE',
  nouns: sorted(nounLines),
  adjectives: sorted(adjectiveLines),
  participles: sorted(participleLines),
  irregular: '',
};

// forms whose lemma the run-time guess (lemmaCandidates) does not reach
const tables = sortedTables(data);
const irregular = new Set<string>();
for (const lemma of new Set([...nounLines, ...adjectiveLines, ...participleLines].map((l) => l.split('\t')[0]!))) {
  for (const paradigm of morphItParadigms(tables, lemma)) {
    for (const cell of CELLS) {
      for (const form of paradigm.cells[cell]) {
        if (!lemmaCandidates(form).includes(lemma)) irregular.add(`${form}\t${lemma}`);
      }
    }
  }
}
data.irregular = sorted([...irregular]);

writeFileSync(new URL('../data/it/lexicon.json', import.meta.url), JSON.stringify(data) + '\n');
console.log(
  `nouns: ${nounLines.length}, adjectives: ${adjectiveLines.length}, participles: ${participleLines.length}, irregular forms: ${irregular.size}`,
);
