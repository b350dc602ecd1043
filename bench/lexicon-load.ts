/**
 * Load time and memory of the German lexicon (src/de/lexicon.ts), from cold, plus lookup speed.
 * Run: npx tsx bench/lexicon-load.ts   (node --expose-gc --import tsx bench/lexicon-load.ts for the heap figure)
 * Each run is a fresh process, so the first getLexicon() includes reading and parsing the files.
 * Goal: everything loaded in < 100 ms. Not part of the tests.
 */
import { getLexicon } from '../src/de/lexicon.js';

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t0 = process.hrtime.bigint();
const lex = getLexicon(); // persons.json + adjectival.json
const t1 = process.hrtime.bigint();
lex.isNonPersonNoun("Tisch"); lex.isLexicalised("Tischbein"); // loads nonpersons.json, nouns.txt, lexicalised.txt
const t2 = process.hrtime.bigint();
lex.analyse('Lehrern');
lex.isNonPersonNoun('Kugelschreiber');
lex.nounGender('Zahl');
lex.isLexicalised('Fußgängerzone');
const t3 = process.hrtime.bigint();
gc?.();
const heapAfter = process.memoryUsage().heapUsed;

const ms = (a: bigint, b: bigint): string => (Number(b - a) / 1e6).toFixed(1);
console.log(`persons + adjectival: ${ms(t0, t1)} ms`);
console.log(`non-persons, nouns, lexicalised: ${ms(t1, t2)} ms`);
console.log(`first lookups: ${ms(t2, t3)} ms`);
console.log(`total: ${ms(t0, t3)} ms`);
console.log(`heap: +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB${gc ? '' : ' (run with node --expose-gc for a stable figure)'}`);
console.log(JSON.stringify(lex.stats()));

// lookup throughput
const words = ['Lehrer', 'Lehrerinnen', 'Kunden', 'Tisch', 'Sportlehrer', 'Kugelschreiber', 'Beamter', 'und'];
const n = 200_000;
const t4 = process.hrtime.bigint();
let hits = 0;
for (let i = 0; i < n; i++) hits += lex.analyse(words[i % words.length]!).length;
const t5 = process.hrtime.bigint();
console.log(`analyse: ${((n / Number(t5 - t4)) * 1e3).toFixed(1)} M lookups/s (${hits} analyses)`);
