/**
 * Runtime access to the German person-noun lexicon (data/de/persons.json, adjectival.json,
 * nonpersons.json, nouns.txt, curated/lexicalised.txt), built by scripts/build-lexicon.ts.
 *
 * The files are read with fs from the package's data/ folder (two levels above src/de/ and dist/de/),
 * parsed once, lazily, on first use. Lookups are case-sensitive as in running text: nouns are
 * capitalised ("Lehrern" is found, "lehrern" is not). Only `isLexicalised` ignores the case of the
 * first letter (compound parts are written in lower case inside words).
 */
import { capitalise } from '../text/case.js';
import { readDataFile } from './data-path.js';
import {
  applyPattern,
  compilePattern,
  evidenceFromCode,
  type CompiledPattern,
  sourceOfEvidence,
  type AdjectivalFile,
  type NonPersonsFile,
  type PersonEvidence,
  type PersonsFile,
} from './lexicon-format.js';
import type {
  AdjectivalPerson,
  Case,
  Gender,
  GNumber,
  NonPersonReading,
  Paradigm,
  PersonAnalysis,
  PersonNoun,
} from './types.js';

export type { PersonEvidence } from './lexicon-format.js';

/**
 * Longest word the German analyses look at (in UTF-16 code units). Longer tokens are skipped whole: no
 * word a person writes is that long (long official compounds such as
 * "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz" have 63 letters, person compounds far
 * fewer), and every compound analysis tries cuts of a word, so its cost grows with the square of the length:
 * the bound keeps each token's analysis constant and the check linear in the input.
 */
export const MAX_WORD_LENGTH = 80;

/** Adjective endings of a nominalised adjective: Beamt|er, Beamt|en, Angestellt|e. */
export type AdjectivalEnding = '' | 'e' | 'en' | 'er' | 'em' | 'es';

export interface LexiconStats {
  /** Masculine person lemmas (= pairs). */
  persons: number;
  /** Pairs by `PersonNoun.source`. */
  bySource: Record<'dictionary' | 'rule' | 'curated', number>;
  /** Pairs by the evidence that made them persons. */
  byEvidence: Partial<Record<PersonEvidence, number>>;
  /** Distinct surface forms of person nouns (masculine and feminine). */
  personForms: number;
  adjectival: number;
  /** Dictionary nouns listed as non-persons (ending in a person head, or excluded by hand). */
  nonPersonNouns: number;
  /** Words with non-person readings (die Leiter, das Erbe). */
  nonPersonReadingWords: number;
  /** Dictionary noun lemmas with a gender (nouns.txt). */
  nouns: number;
  lexicalised: number;
}

export interface Lexicon {
  /**
   * All person analyses of an exact surface form: "Lehrern" -> Lehrer m dat.pl; "Lehrerin" -> f nom/acc/dat/gen sg;
   * "Lehrer" -> m nom/acc/dat.sg, nom/acc/gen.pl. Case-sensitive (nouns are capitalised). Only whole
   * words of the lexicon: compounds that are not in it (Sportlehrer) are analysed through their head by the
   * caller (or with `analyseCompound`). Masculine analyses come first; within a noun, in paradigm order.
   */
  analyse(form: string): readonly PersonAnalysis[];
  /** The pair of a masculine lemma ("Lehrer"). */
  personByMasc(lemma: string): PersonNoun | undefined;
  /** The pair of a feminine lemma ("Lehrerin", "Kauffrau"). Where two masculines share one feminine
   * (Zimmerer, Zimmermann -> Zimmerin), the alphabetically first masculine. */
  personByFem(lemma: string): PersonNoun | undefined;
  /** All pairs, sorted by masculine lemma. */
  persons(): readonly PersonNoun[];
  /** Adjectival person by stem ("Beamt", "Angestellt"). */
  adjectival(stem: string): AdjectivalPerson | undefined;
  /** All adjectival persons, sorted by stem. */
  adjectivals(): readonly AdjectivalPerson[];
  /**
   * Splits a nominalised adjective into stem and ending: "Beamter" -> Beamt + er, "Angestellten" -> Angestellt + en.
   * Simple words only (call it on the capitalised tail for compounds: Datenschutz|beauftragter). Never returns
   * the ending '' (the bare stem "Deutsch" is not a person), and nothing for words that are dictionary nouns
   * of their own (das Totem is not Tot + em; der Gläubiger is also a noun person, see `analyse`).
   */
  analyseAdjectival(form: string): { person: AdjectivalPerson; ending: AdjectivalEnding } | undefined;
  /**
   * True when the whole word is a dictionary noun (or an inflected form of one) that is not a person and
   * must not be split into a person head: Kugelschreiber, Halbleiter, Lautsprechern, Fachkunde, Bäckerei,
   * Drucker. Also true when the longest noun at the end of the word is such a non-person and is longer than
   * any person head there: Taschen|messer (not Taschenm|esser), Schul|kinder (not Schulk|inder),
   * Teilnehmer|zahl. False for every word that `analyse` or `analyseAdjectival` knows as a person, and for
   * words whose longest noun at the end is a person (Sport|lehrer, Datenschutz|beauftragte).
   */
  isNonPersonNoun(form: string): boolean;
  /** Non-person readings of a person homograph by surface form: "Leitern" -> f pl (ladders); "Erbe" -> n sg. */
  nonPersonReadings(form: string): readonly NonPersonReading[];
  /**
   * Gender of a noun lemma of the dictionary or of the person lexicon ("Zahl" -> 'f', "Verhalten" -> 'n').
   * Also accepts simple inflected forms by stripping -s, -es, -n, -en, -e, -er, -ern (umlaut plurals are
   * not recognised): "Zahlen" -> 'f' or 'n' (das Zahlen), "Kunden" -> 'm'.
   */
  nounGender(lemmaOrForm: string): Gender | undefined;
  /**
   * Lexicalised compounds with a person part that must not be flagged (Bürgersteig, Fußgängerzone,
   * Studentenfutter; data/de/curated/lexicalised.txt). Also true for inflected forms (Bürgersteigen), for
   * compounds that end in such a word (Innenstadt|fußgängerzone) and for compounds that begin with one
   * (Bürgerkriegs|flüchtling). The first letter is compared case-insensitively.
   */
  isLexicalised(word: string): boolean;
  /**
   * The longest person head of a compound that is not itself in the lexicon: "Sportlehrern" -> prefix
   * "Sport", head "Lehrern" with its analyses; "Kita-Leiter" -> prefix "Kita-". Undefined for words that
   * are dictionary non-persons (Kugelschreiber) or lexicalised, and for whole words of the lexicon
   * (use `analyse`). The prefix must be at least 2 letters and the head at least 4.
   */
  analyseCompound(word: string): { prefix: string; head: string; analyses: readonly PersonAnalysis[] } | undefined;
  stats(): LexiconStats;
}

const SLOT_CASE: readonly Case[] = ['nom', 'acc', 'dat', 'gen', 'nom', 'acc', 'dat', 'gen'];
const SLOT_NUMBER: readonly GNumber[] = ['sg', 'sg', 'sg', 'sg', 'pl', 'pl', 'pl', 'pl'];
/** The endings of a nominalised adjective after its stem, longest first. */
export const ADJ_ENDINGS: readonly Exclude<AdjectivalEnding, ''>[] = ['er', 'en', 'em', 'es', 'e'];
const NOUN_ENDINGS: readonly string[] = ['s', 'es', 'n', 'en', 'e', 'er', 'ern'];

function femParadigm(fem: string): Paradigm {
  const pl = fem.endsWith('in') ? `${fem}nen` : fem.endsWith('e') ? `${fem}n` : `${fem}en`;
  return [fem, fem, fem, fem, pl, pl, pl, pl];
}

function toParadigm(forms: string[]): Paradigm {
  if (forms.length !== 8) throw new Error(`paradigm with ${forms.length} forms`);
  return forms as unknown as Paradigm;
}

/** The noun lemmas of nouns.txt by gender. */
interface NounSets {
  size: number;
  has(lemma: string): boolean;
  get(lemma: string): Gender | undefined;
}

/** One form code of the paradigm patterns: drop `drop` characters from the lemma and append `suffix`. */
interface FormCode {
  drop: number;
  suffix: string;
  /** pattern index * 8 + slot, for every slot of every pattern with this code */
  uses: number[];
}

/**
 * Person nouns are not expanded into a form index at load time (50,000 forms would cost most of the load
 * time). Instead, each lemma is indexed by its stems (the lemma minus the characters a form code drops),
 * and a surface form is analysed by trying the few dozen distinct form codes of the file: a form ending in
 * the code's suffix gives a stem, the stem gives the lemmas, and their patterns confirm the slots.
 */
class LexiconImpl implements Lexicon {
  private readonly rows: PersonsFile['persons'];
  private readonly patterns: CompiledPattern[];
  private readonly codes: FormCode[] = [];
  /** drop -> stem -> entries (person index * 2 + 1 for the feminine) */
  private readonly stems = new Map<number, Map<string, number | number[]>>();
  private readonly nounCache: (PersonNoun | undefined)[];
  /** First three characters of every person form: a cheap filter before the stem lookups. */
  private readonly starts = new Set<string>();
  private readonly mascIndex = new Map<string, number>();
  private readonly femIndex = new Map<string, number>();
  private readonly analysisCache = new Map<string, readonly PersonAnalysis[]>();
  private readonly genderMemo = new Map<string, Gender | null>();
  private readonly adjectivalByStem = new Map<string, AdjectivalPerson>();
  private readonly adjectivalList: AdjectivalPerson[] = [];
  private nonPersonData: { forms: Set<string>; readings: Map<string, NonPersonReading[]>; nouns: number } | undefined;
  private nounData: NounSets | undefined;
  private lexicalisedData: { exact: Set<string>; list: string[] } | undefined;
  private allNouns: readonly PersonNoun[] | undefined;

  constructor() {
    const file = JSON.parse(readDataFile('de/persons.json')) as PersonsFile;
    this.rows = file.persons;
    this.patterns = file.patterns.map(compilePattern);
    this.nounCache = new Array<PersonNoun | undefined>(this.rows.length);
    const codeByKey = new Map<string, FormCode>();
    const dropsOf: number[][] = this.patterns.map((p, pi) => {
      const drops = new Set<number>();
      for (let slot = 0; slot < 8; slot++) {
        const drop = p.drop[slot]!;
        if (drop < 0) continue;
        drops.add(drop);
        const key = `${drop}|${p.suffix[slot]!}`;
        let code = codeByKey.get(key);
        if (!code) {
          code = { drop, suffix: p.suffix[slot]!, uses: [] };
          codeByKey.set(key, code);
          this.codes.push(code);
        }
        code.uses.push(pi * 8 + slot);
      }
      return [...drops];
    });
    for (let i = 0; i < this.rows.length; i++) {
      const [masc, fem, mp, fp] = this.rows[i]!;
      this.mascIndex.set(masc, i);
      if (!this.femIndex.has(fem)) this.femIndex.set(fem, i);
      for (const drop of dropsOf[mp]!) this.addStem(drop, masc.slice(0, masc.length - drop), i * 2);
      for (const drop of dropsOf[fp]!) this.addStem(drop, fem.slice(0, fem.length - drop), i * 2 + 1);
      this.addStarts(masc, this.patterns[mp]!);
      this.addStarts(fem, this.patterns[fp]!);
    }
    const adj = JSON.parse(readDataFile('de/adjectival.json')) as AdjectivalFile;
    for (const [stem, femNoun, pluralNeutral] of adj.persons) {
      const person: AdjectivalPerson = femNoun
        ? { stem, femNoun: { lemma: femNoun, forms: femParadigm(femNoun) }, pluralNeutral }
        : { stem, pluralNeutral };
      this.adjectivalByStem.set(stem, person);
      this.adjectivalList.push(person);
    }
  }

  private addStarts(lemma: string, p: CompiledPattern): void {
    this.starts.add(lemma.slice(0, 3));
    for (let slot = 0; slot < 8; slot++) {
      const drop = p.drop[slot]!;
      // forms that change the first three characters: Arzt -> Ärzte
      if (drop > lemma.length - 3) this.starts.add(((drop >= lemma.length ? '' : lemma.slice(0, lemma.length - drop)) + p.suffix[slot]!).slice(0, 3));
    }
  }

  private addStem(drop: number, stem: string, entry: number): void {
    let map = this.stems.get(drop);
    if (!map) this.stems.set(drop, (map = new Map()));
    const prev = map.get(stem);
    if (prev === undefined) map.set(stem, entry);
    else if (typeof prev === 'number') {
      if (prev !== entry) map.set(stem, [prev, entry]);
    } else if (!prev.includes(entry)) prev.push(entry);
  }

  private noun(i: number): PersonNoun {
    let noun = this.nounCache[i];
    if (noun) return noun;
    const [masc, fem, mp, fp, ev] = this.rows[i]!;
    const evidence = evidenceFromCode(ev);
    noun = {
      masc,
      fem,
      mascForms: toParadigm(applyPattern(masc, this.patterns[mp]!)),
      femForms: toParadigm(applyPattern(fem, this.patterns[fp]!)),
      source: sourceOfEvidence(evidence),
      evidence,
    };
    this.nounCache[i] = noun;
    return noun;
  }

  /** Analysis codes of a form: person index * 16 + (feminine ? 8 : 0) + slot. */
  private formCodes(form: string): number[] {
    const out: number[] = [];
    if (!this.starts.has(form.slice(0, 3))) return out;
    for (const code of this.codes) {
      if (form.length < code.suffix.length || !form.endsWith(code.suffix)) continue; // Arzt -> Ärzte: empty stem
      const entries = this.stems.get(code.drop)?.get(form.slice(0, form.length - code.suffix.length));
      if (entries === undefined) continue;
      for (const entry of typeof entries === 'number' ? [entries] : entries) {
        const row = this.rows[entry >> 1]!;
        const pattern = entry & 1 ? row[3] : row[2];
        for (const use of code.uses) {
          if (use >> 3 !== pattern) continue;
          const c = (entry >> 1) * 16 + (entry & 1) * 8 + (use & 7);
          if (!out.includes(c)) out.push(c);
        }
      }
    }
    return out;
  }

  analyse(form: string): readonly PersonAnalysis[] {
    if (form.length > MAX_WORD_LENGTH) return EMPTY;
    const cached = this.analysisCache.get(form);
    if (cached) return cached;
    const codes = this.formCodes(form);
    // masculine analyses first, then by noun (alphabetical) and slot
    codes.sort((a, b) => (a & 8) - (b & 8) || a - b);
    const result: readonly PersonAnalysis[] =
      codes.length === 0
        ? EMPTY
        : Object.freeze(
            codes.map((code): PersonAnalysis => {
              const slot = code & 7;
              return {
                kind: 'noun',
                noun: this.noun(code >> 4),
                gender: code & 8 ? 'f' : 'm',
                case: SLOT_CASE[slot]!,
                number: SLOT_NUMBER[slot]!,
              };
            }),
          );
    if (this.analysisCache.size > 100_000) this.analysisCache.clear();
    this.analysisCache.set(form, result);
    return result;
  }

  /** Whether a form is a person form, without filling the analysis cache (used to probe compound tails). */
  private isPersonForm(form: string): boolean {
    const cached = this.analysisCache.get(form);
    return cached ? cached.length > 0 : this.formCodes(form).length > 0;
  }

  personByMasc(lemma: string): PersonNoun | undefined {
    const i = this.mascIndex.get(lemma);
    return i === undefined ? undefined : this.noun(i);
  }

  personByFem(lemma: string): PersonNoun | undefined {
    const i = this.femIndex.get(lemma);
    return i === undefined ? undefined : this.noun(i);
  }

  persons(): readonly PersonNoun[] {
    this.allNouns ??= Object.freeze(this.rows.map((_, i) => this.noun(i)));
    return this.allNouns;
  }

  adjectival(stem: string): AdjectivalPerson | undefined {
    return this.adjectivalByStem.get(stem);
  }

  adjectivals(): readonly AdjectivalPerson[] {
    return this.adjectivalList;
  }

  analyseAdjectival(form: string): { person: AdjectivalPerson; ending: AdjectivalEnding } | undefined {
    for (const ending of ADJ_ENDINGS) {
      if (form.length <= ending.length || !form.endsWith(ending)) continue;
      const person = this.adjectivalByStem.get(form.slice(0, form.length - ending.length));
      if (!person) continue;
      if (this.nounMap().has(form)) return undefined; // das Totem, der Gläubiger
      return { person, ending };
    }
    return undefined;
  }

  private nonPersons(): NonNullable<LexiconImpl['nonPersonData']> {
    if (this.nonPersonData) return this.nonPersonData;
    const file = JSON.parse(readDataFile('de/nonpersons.json')) as NonPersonsFile;
    const patterns = file.patterns.map(compilePattern);
    const forms = new Set<string>();
    for (const [lemma, , , p] of file.nouns) {
      for (const f of applyPattern(lemma, patterns[p]!)) if (f) forms.add(f);
    }
    const readings = new Map<string, NonPersonReading[]>();
    for (const [word, gender, p] of file.readings) {
      const decoded = applyPattern(word, patterns[p]!);
      for (let slot = 0; slot < 8; slot++) {
        const f = decoded[slot]!;
        if (!f) continue;
        const list = readings.get(f) ?? [];
        list.push({ gender, case: SLOT_CASE[slot]!, number: SLOT_NUMBER[slot]! });
        readings.set(f, list);
      }
    }
    for (const list of readings.values()) Object.freeze(list);
    this.nonPersonData = { forms, readings, nouns: file.nouns.length };
    return this.nonPersonData;
  }

  private nounMap(): NounSets {
    if (this.nounData) return this.nounData;
    // nouns.txt: comment lines, then "@m", "@f", "@n" sections with one lemma per line
    const text = readDataFile('de/nouns.txt');
    const section = (g: Gender): Set<string> => {
      const start = text.indexOf(`\n@${g}\n`);
      if (start < 0) return new Set();
      const from = start + 4;
      const next = text.indexOf('\n@', from);
      return new Set(text.slice(from, next < 0 ? text.length - 1 : next).split('\n'));
    };
    // one map, one lookup per word (asked for every capitalised word and its endings); a lemma of two
    // genders keeps the first of f, m, n
    const genders = new Map<string, Gender>();
    let size = 0;
    for (const g of ['f', 'm', 'n'] as const) {
      for (const w of section(g)) {
        size++;
        if (!genders.has(w)) genders.set(w, g);
      }
    }
    this.nounData = { size, has: (w) => genders.has(w), get: (w) => genders.get(w) };
    return this.nounData;
  }

  private isPersonWord(form: string): boolean {
    return this.isPersonForm(form) || this.analyseAdjectival(form) !== undefined;
  }

  isNonPersonNoun(form: string): boolean {
    if (form.length > MAX_WORD_LENGTH) return false;
    if (this.isPersonWord(form)) return false;
    if (this.isNonPersonForm(form)) return true;
    // the head of a compound is its longest noun at the end: Taschen|messer (not Taschenm|esser),
    // Schul|kinder (not Schulk|inder), Farb|fernseher; a person head wins when it is the longest (Sport|lehrer)
    for (let i = 1; i <= form.length - 3; i++) {
      if (!/[a-zäöüß]/.test(form.charAt(i))) continue;
      const tail = capitalise(form.slice(i));
      if (this.isPersonWord(tail)) return false;
      if (this.isNonPersonForm(tail)) return true;
    }
    return false;
  }

  /** A (possibly inflected) noun of the dictionary or of nonpersons.json that is not a person form. */
  private isNonPersonForm(form: string): boolean {
    if (this.nonPersons().forms.has(form)) return true;
    const nouns = this.nounMap();
    if (nouns.has(form)) return true;
    for (const end of NOUN_ENDINGS) {
      if (form.length > end.length + 2 && form.endsWith(end) && nouns.has(form.slice(0, form.length - end.length))) {
        return true;
      }
    }
    return false;
  }

  nonPersonReadings(form: string): readonly NonPersonReading[] {
    return this.nonPersons().readings.get(form) ?? EMPTY_READINGS;
  }

  nounGender(lemmaOrForm: string): Gender | undefined {
    // asked for every cut of every compound and for its endings: remember the answers (bounded)
    const known = this.genderMemo.get(lemmaOrForm);
    if (known !== undefined) return known === null ? undefined : known;
    const gender = this.nounGenderUncached(lemmaOrForm);
    if (this.genderMemo.size >= 100_000) this.genderMemo.clear();
    this.genderMemo.set(lemmaOrForm, gender ?? null);
    return gender;
  }

  private nounGenderUncached(lemmaOrForm: string): Gender | undefined {
    const nouns = this.nounMap();
    const direct = nouns.get(lemmaOrForm);
    if (direct) return direct;
    if (this.mascIndex.has(lemmaOrForm)) return 'm';
    if (this.femIndex.has(lemmaOrForm)) return 'f';
    for (const end of NOUN_ENDINGS) {
      if (lemmaOrForm.length > end.length + 2 && lemmaOrForm.endsWith(end)) {
        const base = lemmaOrForm.slice(0, lemmaOrForm.length - end.length);
        const g = nouns.get(base) ?? (this.mascIndex.has(base) ? 'm' : this.femIndex.has(base) ? 'f' : undefined);
        if (g) return g;
      }
    }
    return undefined;
  }

  private lexicalised(): NonNullable<LexiconImpl['lexicalisedData']> {
    if (this.lexicalisedData) return this.lexicalisedData;
    const list: string[] = [];
    for (const line of readDataFile('de/curated/lexicalised.txt').split('\n')) {
      const entry = line.replace(/#.*/, '').trim();
      if (entry) list.push(entry.toLowerCase());
    }
    this.lexicalisedData = { exact: new Set(list), list };
    return this.lexicalisedData;
  }

  isLexicalised(word: string): boolean {
    if (word.length < 4 || word.length > MAX_WORD_LENGTH) return false;
    const cap = capitalise(word);
    if (this.isPersonForm(cap)) return false; // Gesellschafter is a person, whatever the list says
    const { exact, list } = this.lexicalised();
    const w = word.toLowerCase();
    if (exact.has(w)) return true;
    for (const end of NOUN_ENDINGS) {
      if (w.length > end.length + 3 && w.endsWith(end) && exact.has(w.slice(0, w.length - end.length))) return true;
    }
    for (const entry of list) {
      const at = w.indexOf(entry);
      if (at < 0) continue;
      const rest = w.slice(at + entry.length);
      // Innenstadt|fußgängerzone(n)
      if (at >= 2 && (rest === '' || NOUN_ENDINGS.includes(rest))) return true;
      // Bürgerkriegs|flüchtling, Meisterschafts|spiel; but not Meisterschafts|teilnehmer (a person head)
      // and not Gesellschafter|versammlung (begins with a longer person noun)
      if (at === 0 && rest.length >= 3 && !this.beginsWithLongerPerson(word, entry.length) && !this.endsInPerson(rest)) {
        return true;
      }
    }
    return false;
  }

  private beginsWithLongerPerson(word: string, from: number): boolean {
    for (let j = word.length; j > from; j--) if (this.isPersonForm(capitalise(word.slice(0, j)))) return true;
    return false;
  }

  private endsInPerson(rest: string): boolean {
    const candidates = [rest];
    const link = /^(s|es|n|en)(?=.{3})/.exec(rest);
    if (link) candidates.push(rest.slice(link[0].length));
    for (const c of candidates) {
      const cap = capitalise(c);
      if (this.isPersonForm(cap) || this.analyseAdjectival(cap) || this.analyseCompound(cap)) return true;
    }
    return false;
  }

  analyseCompound(word: string): { prefix: string; head: string; analyses: readonly PersonAnalysis[] } | undefined {
    if (word.length > MAX_WORD_LENGTH) return undefined;
    if (this.isPersonForm(word) || this.isNonPersonNoun(word) || this.isLexicalised(word)) return undefined;
    const hyphen = word.lastIndexOf('-');
    if (hyphen > 0) {
      const head = word.slice(hyphen + 1);
      const inner = this.analyse(head).length > 0 ? { prefix: '', head, analyses: this.analyse(head) } : this.analyseCompound(head);
      return inner && { ...inner, prefix: word.slice(0, hyphen + 1) + inner.prefix };
    }
    for (let i = 2; i <= word.length - 4; i++) {
      if (!/[a-zäöüß]/.test(word.charAt(i))) continue;
      const head = capitalise(word.slice(i));
      if (this.isPersonForm(head)) return { prefix: word.slice(0, i), head, analyses: this.analyse(head) };
    }
    return undefined;
  }

  stats(): LexiconStats {
    const bySource = { dictionary: 0, rule: 0, curated: 0 };
    const byEvidence: Partial<Record<PersonEvidence, number>> = {};
    const forms = new Set<string>();
    for (const n of this.persons()) {
      bySource[n.source]++;
      if (n.evidence) byEvidence[n.evidence] = (byEvidence[n.evidence] ?? 0) + 1;
      for (const f of n.mascForms) forms.add(f);
      for (const f of n.femForms) forms.add(f);
    }
    const np = this.nonPersons();
    return {
      persons: this.rows.length,
      bySource,
      byEvidence,
      personForms: forms.size,
      adjectival: this.adjectivalList.length,
      nonPersonNouns: np.nouns,
      nonPersonReadingWords: np.readings.size,
      nouns: this.nounMap().size,
      lexicalised: this.lexicalised().list.length,
    };
  }
}

const EMPTY: readonly PersonAnalysis[] = Object.freeze([]);
const EMPTY_READINGS: readonly NonPersonReading[] = Object.freeze([]);

let instance: Lexicon | undefined;

/** The lexicon, loaded on first use (persons and adjectival nouns at once, the rest on first need). */
export function getLexicon(): Lexicon {
  instance ??= new LexiconImpl();
  return instance;
}
