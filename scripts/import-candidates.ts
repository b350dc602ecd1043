/**
 * Takes the accepted rows of a `genderfair mine` candidates file into the curated lexicon sources:
 *   person rows the lexicon lacks   -> data/de/curated/person-paradigms.tsv  (masculine, class, feminine)
 *   neutral rows it lacks           -> data/de/curated/neutral.tsv           (beside the masculine's rows)
 * A row is accepted when its "accept" column says y (yes, ja, x, 1). Rows the lexicon already has and
 * rows already in the files are left out. Then rebuild: npm run lexicon && npx tsx scripts/build-neutral.ts
 *
 *   npx tsx scripts/import-candidates.ts candidates.tsv [--curated DIR]   (default data/de/curated)
 *
 * Exits 2 with one line naming file:line for a row it cannot take (an accepted person row without a
 * paradigm class, a bad class, a malformed line).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const CLASSES = new Set(['dict', 'er', 'e', 'es', 'weak', 'mixed', 'mann']);
const ACCEPT = /^(?:y|yes|ja|j|x|1)$/i;
const MINED_SECTION = '# mined from corpora (genderfair mine, scripts/import-candidates.ts)';

function fail(message: string): never {
  console.error(`import-candidates: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const curatedAt = args.indexOf('--curated');
const curated = curatedAt >= 0 ? resolve(args[curatedAt + 1] ?? fail('--curated needs a folder')) : join(ROOT, 'data/de/curated');
const input = args.find((a, i) => !a.startsWith('--') && i !== curatedAt + 1) ?? fail('usage: npx tsx scripts/import-candidates.ts candidates.tsv [--curated DIR]');

interface Row {
  line: number;
  [column: string]: string | number;
}

let text: string;
try {
  text = readFileSync(input, 'utf8');
} catch {
  fail(`cannot read '${input}'`);
}
let header: string[] | undefined;
const accepted: Row[] = [];
for (const [i, raw] of text.split('\n').entries()) {
  if (raw.trim() === '' || raw.startsWith('#')) continue;
  const cells = raw.split('\t');
  if (!header) {
    header = cells;
    for (const c of ['accept', 'kind', 'masculine', 'feminine', 'class', 'neutral', 'in_lexicon']) {
      if (!header.includes(c)) fail(`${input}:${i + 1}: no column '${c}' (is this a file of genderfair mine?)`);
    }
    continue;
  }
  if (cells.length !== header.length) fail(`${input}:${i + 1}: expected ${header.length} tab-separated fields, got ${cells.length}`);
  const row: Row = { line: i + 1 };
  header.forEach((h, j) => (row[h] = cells[j]!.trim()));
  if (ACCEPT.test(String(row.accept))) accepted.push(row);
}

const paradigmsFile = join(curated, 'person-paradigms.tsv');
const neutralFile = join(curated, 'neutral.tsv');
const paradigms = readFileSync(paradigmsFile, 'utf8');
const knownPairs = new Set(paradigms.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')[0]));
const neutralLines = readFileSync(neutralFile, 'utf8').replace(/\n$/, '').split('\n');
const knownNeutral = new Set(neutralLines.filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t').slice(0, 2).join('\t')));

const newPairs: string[] = [];
let newNeutral = 0;
let skipped = 0;
for (const row of accepted) {
  const where = `${input}:${row.line}`;
  const masc = String(row.masculine);
  if (row.in_lexicon === 'yes') {
    skipped++;
    continue;
  }
  if (row.kind === 'person') {
    const cls = String(row.class);
    if (cls === '') fail(`${where}: ${masc}: give the paradigm class (er, e, es, weak, mixed, mann, dict) before accepting`);
    if (!CLASSES.has(cls)) fail(`${where}: ${masc}: unknown class '${cls}'`);
    if (!/^\p{Lu}[\p{L}-]*\p{Ll}$/u.test(masc) || !/^\p{Lu}[\p{L}-]*\p{Ll}$/u.test(String(row.feminine))) fail(`${where}: bad masculine or feminine`);
    if (knownPairs.has(masc)) {
      skipped++;
      continue;
    }
    knownPairs.add(masc);
    newPairs.push(`${masc}\t${cls}\t${row.feminine}`);
  } else if (row.kind === 'neutral') {
    const neutral = String(row.neutral);
    const key = `${masc}\t${neutral}`;
    if (masc === '' || neutral === '') fail(`${where}: a neutral row needs its masculine and its neutral form`);
    if (knownNeutral.has(key)) {
      skipped++;
      continue;
    }
    knownNeutral.add(key);
    const kind = /ende$/.test(neutral) ? 'adjectival' : 'noun';
    const line = `${masc}\t${neutral}\tboth\t${kind}\tyes\tmined from a corpus`;
    // rows of one masculine stand together (build-neutral.ts checks it): after its last row, else at the end
    let at = -1;
    neutralLines.forEach((l, j) => {
      if (l.split('\t')[0] === masc) at = j;
    });
    if (at >= 0) neutralLines.splice(at + 1, 0, line);
    else neutralLines.push(line);
    newNeutral++;
  } else {
    fail(`${where}: unknown kind '${row.kind}'`);
  }
}

if (newPairs.length > 0) {
  const body = paradigms.endsWith('\n') ? paradigms : `${paradigms}\n`;
  writeFileSync(paradigmsFile, `${body}${body.includes(MINED_SECTION) ? '' : `${MINED_SECTION}\n`}${newPairs.join('\n')}\n`);
}
if (newNeutral > 0) writeFileSync(neutralFile, `${neutralLines.join('\n')}\n`);
console.log(
  `import-candidates: ${accepted.length} accepted rows: ${newPairs.length} person pairs -> ${paradigmsFile}, ${newNeutral} neutral alternatives -> ${neutralFile}, ${skipped} already known`,
);
if (newPairs.length + newNeutral > 0) console.log('import-candidates: now rebuild: npm run lexicon && npx tsx scripts/build-neutral.ts');
