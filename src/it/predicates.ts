/**
 * Neutral rewrites of predicates that mark the gender of the speaker, the addressee or an implicit subject
 * (sono stato invitato → ho ricevuto un invito; sei contento → sei felice; mi sono accorto → ho capito; sono
 * riservato → sono una persona riservata), from the curated table data/it/curated/predicates.tsv (its
 * header explains the four frames) and the forms of "avere" for each form of "essere"
 * (data/it/curated/essere.tsv).
 */
import { readDataFile } from '../de/data-path.js';
import type { Edit } from '../types.js';
import type { ItalianAnalysis, Token } from './classify.js';
import { italianLexicon } from './lexicon.js';
import { feminine, likeCase } from './morphology.js';

type Frame = 'adjective' | 'noun' | 'participle' | 'persona';

interface PredicateData {
  /** masculine singular predicate → its rewrites, in the table's order */
  rows: Map<string, { frame: Frame; replacement: string }[]>;
  /** form of essere → person → form of avere */
  avere: Map<string, Map<string, string>>;
}

let data: PredicateData | undefined;
function predicateData(): PredicateData {
  if (!data) {
    const rows = (file: string) =>
      readDataFile(file)
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith('#'))
        .map((l) => l.split('\t'));
    const table = new Map<string, { frame: Frame; replacement: string }[]>();
    for (const [predicate, frame, replacement] of rows('it/curated/predicates.tsv')) {
      const list = table.get(predicate!) ?? [];
      list.push({ frame: frame as Frame, replacement: replacement ?? '' });
      table.set(predicate!, list);
    }
    const avere = new Map<string, Map<string, string>>();
    for (const [form, persons, forms] of rows('it/curated/essere.tsv')) {
      const avereForms = forms!.split(',');
      avere.set(form!, new Map(persons!.split(',').map((p, i) => [p, avereForms[i] ?? avereForms[0]!])));
    }
    data = { rows: table, avere };
  }
  return data;
}

let allAvere: Set<string> | undefined;
/** Every form of "avere" that data/it/curated/essere.tsv lists (ho, abbiamo, avrebbe, avendo, avuto ...). */
export function avereForms(): ReadonlySet<string> {
  allAvere ??= new Set([...predicateData().avere.values()].flatMap((forms) => [...forms.values()]));
  return allAvere;
}

const REFLEXIVE_PERSON: Record<string, string[]> = { mi: ['1s'], ti: ['2s'], si: ['3s', '3p'], ci: ['1p'], vi: ['2p'] };
/** Words that join a second adjective to a predicate (riservato e timido, contento e soddisfatto). */
const COORDINATION = new Set(['e', 'ed', 'o', 'né', ',']);

/** The adjective or participle readings of a token: masculine singular lemma and number. */
function predicateReading(t: Token): { lemma: string; number: 's' | 'p' } | undefined {
  for (const r of italianLexicon().readings(t.lower)) {
    const p = r.paradigm;
    if (!p || (p.pos !== 'adj' && p.pos !== 'verb-participle') || !r.analysis.number) continue;
    const lemma = p.cells.ms[0];
    if (lemma && predicateData().rows.has(lemma)) return { lemma, number: r.analysis.number };
  }
  return undefined;
}

/** A gendered adjective or participle. */
function isGenderedModifier(t: Token | undefined): boolean {
  return !!t && t.readings.some((r) => (r.pos === 'adj' || r.pos === 'verb-participle') && (r.gender === 'm' || r.gender === 'f'));
}

/** Deletes a token and the space after it. */
function deletion(a: ItalianAnalysis, i: number, base: number): Edit {
  const t = a.tokens[i]!;
  const next = a.tokens[i + 1];
  return { start: base + t.start, end: base + (next ? next.start : t.end), text: '' };
}

/**
 * The rewrite of the predicate at token `predicate` after the copula at `copula` ("stato" and its forms in
 * between belong to it); undefined when the table has no frame that fits.
 */
export function rewritePredicate(a: ItalianAnalysis, copula: number, predicate: number, base: number): Edit[] | undefined {
  const pred = a.tokens[predicate]!;
  const reading = predicateReading(pred);
  if (!reading) return undefined;
  const { number } = reading;
  const cop = a.tokens[copula]!;
  const stato: number[] = [];
  for (let i = copula + 1; i < predicate; i++) if (/^stat[oaie]$/.test(a.tokens[i]!.lower)) stato.push(i);
  const avereOf = predicateData().avere.get(cop.lower);
  const clitic = a.tokens[copula - 1];
  const reflexive = avereOf !== undefined && clitic !== undefined && REFLEXIVE_PERSON[clitic.lower] !== undefined;
  // the person of the subject: the reflexive clitic's, else the verb's in the predicate's number
  const persons = reflexive
    ? REFLEXIVE_PERSON[clitic.lower]!.filter((p) => p.endsWith(number))
    : [...(avereOf?.keys() ?? [])].filter((p) => p === '-' || p.endsWith(number));
  const avereForms = new Set(persons.map((p) => avereOf?.get(p)).filter((f): f is string => f !== undefined));
  const avere = avereForms.size === 1 ? [...avereForms][0]! : undefined;
  const at = (i: number, text: string): Edit => ({ start: base + a.tokens[i]!.start, end: base + a.tokens[i]!.end, text });
  // the adjectives joined to the predicate (riservato e timido)
  const joined: number[] = [];
  for (let k = predicate + 1; COORDINATION.has(a.tokens[k]?.lower ?? '') && isGenderedModifier(a.tokens[k + 1]); k += 2) joined.push(k + 1);

  for (const { frame, replacement } of predicateData().rows.get(reading.lemma)!) {
    if (frame === 'adjective') {
      const text = replacement.split('|')[number === 's' ? 0 : 1];
      if (reflexive || stato.length > 0 || joined.length > 0 || !text || text === '-') continue;
      return [at(predicate, likeCase(pred.text, text))];
    }
    if (frame === 'noun') {
      if (avere === undefined || reflexive) continue;
      return [at(copula, likeCase(cop.text, avere)), ...stato.map((i) => at(i, 'avuto')), at(predicate, replacement)];
    }
    if (frame === 'participle') {
      if (avere === undefined) continue;
      const edits: Edit[] = [];
      if (reflexive) edits.push(deletion(a, copula - 1, base));
      edits.push(at(copula, likeCase(reflexive ? clitic.text : cop.text, avere)));
      for (const i of stato) edits.push(deletion(a, i, base));
      edits.push(at(predicate, replacement));
      return edits;
    }
    // persona
    if (reflexive || stato.length > 0) continue;
    const edits: Edit[] = [];
    const first = a.tokens[copula + 1]!;
    edits.push({ start: base + first.start, end: base + first.start, text: number === 's' ? 'una persona ' : 'persone ' });
    for (const i of [predicate, ...joined]) {
      const f = feminine(a.tokens[i]!.text, undefined);
      if (f === undefined) return undefined;
      edits.push(at(i, f));
    }
    return edits;
  }
  return undefined;
}
