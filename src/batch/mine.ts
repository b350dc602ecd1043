/**
 * Lexicon mining (seed 000's method, issue 16): inclusive forms in a corpus and the person nouns behind
 * them, as candidates for the lexicon.
 *
 * - `person` rows: a masculine person noun seen in an inclusive form: a gender notation (Lehrer*innen,
 *   Lehrer:innen, Lehrer_innen, LehrerInnen, Lehrer/-innen; parseGendered of src/text/notation.ts) or a
 *   pair (Lehrerinnen und Lehrer, Ärzte oder Ärztinnen). `in_lexicon` says whether src/de/lexicon.ts
 *   knows it; for a noun it does not know, the observed forms show its feminine and plural, and `class`
 *   guesses its paradigm class (data/de/curated/person-paradigms.tsv) from the plural.
 * - `neutral` rows: a neutral form (a nominalised participle in -ende/-enden: Lehrende; a compound in
 *   -kraft/-kräfte, -person/-personen: Lehrkräfte) in a document that also names a masculine person noun
 *   of the same stem (Lehrer): the alternative and the masculine it stands for. `in_lexicon` says
 *   whether data/de/neutral.json already pairs them.
 *
 * mineText() runs per document on the batch engine's workers; mergeMined() adds up the shards' rows.
 */
import { getLexicon } from '../de/lexicon.js';
import { neutralAlternatives } from '../de/neutral.js';
import { parseGendered } from '../text/notation.js';
import { tokenize } from '../text/tokenize.js';

export interface MinedRow {
  kind: 'person' | 'neutral';
  masculine: string;
  feminine: string;
  /** Guessed paradigm class of a masculine the lexicon lacks (er, e, weak, mixed), '' when unsure or known. */
  class: string;
  /** For a neutral row: the neutral lemma (Lehrende, Lehrkraft). */
  neutral: string;
  inLexicon: boolean;
  /** The form as written in the corpus. */
  form: string;
  count: number;
  example: string;
}

const CONJUNCTIONS = '(?:und|oder|bzw\\.|sowie|&)';
const NOUN = '\\p{Lu}[\\p{Ll}\\p{M}]{2,}';
// Lehrerinnen und Lehrer / Lehrer und Lehrerinnen (one noun, both genders, joined by a conjunction)
const FEM_FIRST = new RegExp(`(?<![\\p{L}\\p{M}-])(${NOUN}?)(innen|in)\\s+${CONJUNCTIONS}\\s+(${NOUN})(?![\\p{L}\\p{M}*:_/-])`, 'gu');
const MASC_FIRST = new RegExp(`(?<![\\p{L}\\p{M}-])(${NOUN})\\s+${CONJUNCTIONS}\\s+(${NOUN}?)(innen|in)(?![\\p{L}\\p{M}*:_/-])`, 'gu');
const PARTICIPLE = /^(\p{Lu}\p{Ll}{2,}end)(e|en|er)$/u;
const NEUTRAL_COMPOUND = /^(\p{Lu}\p{Ll}{2,})(kraft|kräfte|person|personen)$/u;
/** The shortest shared beginning of a neutral form and its masculine (Lehr|ende, Lehr|er; Stud|ierende, Stud|ent). */
const MIN_STEM = 4;

const deumlaut = (s: string): string => s.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/Ä/g, 'A').replace(/Ö/g, 'O').replace(/Ü/g, 'U');

interface Person {
  masculine: string;
  feminine: string;
  inLexicon: boolean;
}

/** The person noun behind a feminine stem (Lehrer, Kolleg, Ärzt): the lexicon's pair, else a guess. */
function personOfStem(stem: string): Person {
  const lx = getLexicon();
  for (const fem of [`${stem}innen`, `${stem}in`]) {
    const known = lx.analyse(fem).find((a) => a.gender === 'f');
    if (known) return { masculine: known.noun.masc, feminine: known.noun.fem, inLexicon: true };
    const compound = lx.analyseCompound(fem);
    const head = compound?.analyses.find((a) => a.gender === 'f');
    if (compound && head) return { masculine: compound.prefix + lowerFirst(head.noun.masc, compound.prefix), feminine: `${stem}in`, inLexicon: true };
  }
  return { masculine: stem, feminine: `${stem}in`, inLexicon: false };
}

/** "Sport" + "Lehrer" -> "Sportlehrer"; after a hyphen the head keeps its capital (Kita-Leiter). */
function lowerFirst(head: string, prefix: string): string {
  return prefix.endsWith('-') ? head : head.charAt(0).toLowerCase() + head.slice(1);
}

/** The paradigm class a masculine plural suggests (person-paradigms.tsv), '' when it says nothing sure. */
export function classOf(masculine: string, plural: string | undefined): string {
  if (plural === undefined) return /(?:er|el)$/.test(masculine) ? 'er' : '';
  if (plural === masculine) return /(?:er|el|en)$/.test(masculine) ? 'er' : '';
  if (plural === `${masculine}e`) return 'e';
  if (plural === `${masculine}n` || plural === `${masculine}en`) return masculine.endsWith('or') ? 'mixed' : 'weak';
  return '';
}

/** The text around a match, on one line, for the reviewer. */
function exampleAt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 60);
  const to = Math.min(text.length, end + 60);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`.replace(/\s+/g, ' ').trim();
}

/** The candidates of one document, one row per distinct (kind, masculine, neutral, form). */
export function mineText(text: string): MinedRow[] {
  const lx = getLexicon();
  const rows = new Map<string, MinedRow>();
  const add = (row: Omit<MinedRow, 'count'>): void => {
    const key = `${row.kind}\t${row.masculine}\t${row.neutral}\t${row.form}`;
    const seen = rows.get(key);
    if (seen) seen.count++;
    else rows.set(key, { ...row, count: 1 });
  };
  const tokens = tokenize(text).filter((t) => t.kind === 'word' && !t.link);
  // masculine person nouns of the document, for the neutral forms beside them
  const masculines = new Set<string>();

  for (const t of tokens) {
    const g = parseGendered(t.text);
    if (g && !g.pair && (g.ending === 'in' || g.ending === 'innen') && /^\p{Lu}/u.test(g.base) && g.base.length >= 3) {
      const p = personOfStem(g.base);
      masculines.add(p.masculine);
      add({ kind: 'person', ...p, class: p.inLexicon ? '' : classOf(p.masculine, undefined), neutral: '', form: t.text, example: exampleAt(text, t.start, t.end) });
      continue;
    }
    const masc = lx.analyse(t.text).find((a) => a.gender === 'm');
    if (masc) masculines.add(masc.noun.masc);
  }

  for (const [re, femFirst] of [[FEM_FIRST, true], [MASC_FIRST, false]] as const) {
    for (const m of text.matchAll(re)) {
      const stem = femFirst ? m[1]! : m[2]!;
      const masc = femFirst ? m[3]! : m[1]!;
      const femEnding = femFirst ? m[2]! : m[3]!;
      // the same noun: the masculine is the feminine's stem with at most an ending (-e, -en, -n, -s) and no umlaut
      const s = deumlaut(stem);
      const rest = deumlaut(masc).slice(s.length);
      if (!deumlaut(masc).startsWith(s) || rest.length > 2 || /[^ens]/.test(rest)) continue;
      const p = personOfStem(stem);
      masculines.add(p.masculine);
      // with the feminine plural, the masculine beside it is the plural: its class follows
      const lemma = p.inLexicon ? p.masculine : femEnding === 'innen' ? masc.slice(0, stem.length) : masc;
      const person = p.inLexicon ? p : { ...p, masculine: lemma };
      const cls = p.inLexicon ? '' : classOf(lemma, femEnding === 'innen' ? masc : undefined);
      add({ kind: 'person', ...person, class: cls, neutral: '', form: m[0]!.replace(/\s+/g, ' '), example: exampleAt(text, m.index, m.index + m[0]!.length) });
    }
  }

  for (const t of tokens) {
    const participle = PARTICIPLE.exec(t.text);
    const compound = participle ? null : NEUTRAL_COMPOUND.exec(t.text);
    if (!participle && !compound) continue;
    // dictionary nouns in -ende (Spende, Dividende, Wochenende); the masculine of the same stem below keeps
    // out the rest (Legende has none)
    if (participle && lx.nounGender(`${participle[1]}e`) !== undefined) continue;
    const neutral = participle ? `${participle[1]}e` : `${compound![1]}${compound![2]!.startsWith('kr') ? 'kraft' : 'person'}`;
    const stem = participle ? participle[1]!.slice(0, -3) : compound![1]!;
    const masculine = bestMasculine(stem, masculines);
    if (masculine === undefined) continue;
    const inLexicon = neutralAlternatives(masculine).some((a) => a.lemma === neutral);
    add({ kind: 'neutral', masculine, feminine: '', class: '', neutral, inLexicon, form: t.text, example: exampleAt(text, t.start, t.end) });
  }
  return [...rows.values()];
}

/** The masculine of the document that shares the longest beginning (at least MIN_STEM letters) with a neutral stem. */
function bestMasculine(stem: string, masculines: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestLength = MIN_STEM - 1;
  for (const m of masculines) {
    let n = 0;
    while (n < stem.length && n < m.length && stem[n] === m[n]) n++;
    if (n > bestLength || (n === bestLength && best !== undefined && m < best)) {
      best = m;
      bestLength = n;
    }
  }
  return best;
}

/** The rows of one kind, masculine and neutral lemma, added up. */
export interface Candidate extends Omit<MinedRow, 'form'> {
  /** Observed forms with their counts, most frequent first. */
  forms: Map<string, number>;
}

/** Adds rows (of documents, of shards) into candidates: one per kind, masculine and neutral lemma. */
export function mergeMined(into: Map<string, Candidate>, rows: Iterable<MinedRow>): void {
  for (const r of rows) {
    const key = `${r.kind}\t${r.masculine}\t${r.neutral}`;
    let c = into.get(key);
    if (!c) {
      const { form: _form, ...first } = r;
      c = { ...first, count: 0, forms: new Map() };
      into.set(key, c);
    }
    c.count += r.count;
    c.forms.set(r.form, (c.forms.get(r.form) ?? 0) + r.count);
    // a plural seen in a pair says more about the class than a notation's guess
    if (r.class !== '' && (c.class === '' || (c.class === 'er' && r.class !== 'er'))) c.class = r.class;
  }
}

export const CANDIDATE_COLUMNS = ['accept', 'kind', 'masculine', 'feminine', 'class', 'neutral', 'in_lexicon', 'count', 'forms', 'example'] as const;

/**
 * The reviewable TSV: nouns the lexicon lacks first, then by count. `accept` is left empty for the
 * reviewer (y takes the row in, see scripts/import-candidates.ts).
 */
export function candidatesTsv(candidates: Iterable<Candidate>): string {
  const sorted = [...candidates].sort(
    (a, b) => Number(a.inLexicon) - Number(b.inLexicon) || b.count - a.count || a.kind.localeCompare(b.kind) || a.masculine.localeCompare(b.masculine) || a.neutral.localeCompare(b.neutral),
  );
  const clean = (s: string): string => s.replace(/[\t\r\n]+/g, ' ');
  const lines = [
    '# genderfair mine: candidates for the lexicon. Put y in "accept" for rows to take in, complete "class" for',
    '# person nouns the lexicon lacks (er, e, es, weak, mixed; see data/de/curated/person-paradigms.tsv), then run',
    '# npx tsx scripts/import-candidates.ts candidates.tsv',
    CANDIDATE_COLUMNS.join('\t'),
  ];
  for (const c of sorted) {
    const forms = [...c.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([f, n]) => `${f} (${n})`).join('; ');
    lines.push(['', c.kind, c.masculine, c.feminine, c.class, c.neutral, c.inLexicon ? 'yes' : 'no', String(c.count), forms, c.example].map(clean).join('\t'));
  }
  return lines.join('\n') + '\n';
}
