/**
 * The user's own lexicon (CheckOptions.lexicon, a config file's "lexicon"): person nouns the built-in
 * lexicon lacks or declines differently (Admin/Adminin, Scrum-Master/Scrum-Masterin) with their neutral
 * alternatives, and names that are never person nouns in the user's texts (a surname such as "Fischer").
 *
 * It is a Lexicon laid over the built-in one: every part of the checker that asks the lexicon (detection,
 * compounds, pairs, agreement, rewrites) sees the user's nouns as if they were built in, and the user's
 * entry wins over a built-in one of the same masculine lemma. Overlays are kept per distinct lexicon
 * (a few at most in practice; the CLI and the server build one per config file).
 */
import { capitalise } from '../text/case.js';
import type { UserLexicon, UserNeutral, UserPersonNoun } from '../types.js';
import type { Lexicon, LexiconStats } from './lexicon.js';
import { CASES, type Gender, type NeutralAlternative, type NonPersonReading, type Paradigm, type PersonAnalysis, type PersonNoun } from './types.js';

/** A lexicon with the user's additions; `isUserName` is true for the user's names. */
export interface UserLexiconOverlay extends Lexicon {
  isUserName(word: string): boolean;
}

const WORD = /^\p{Lu}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)*$/u;
/** Masculine nouns declined weakly with -en: der Polizist, des Polizisten; der Kandidat, den Kandidaten. */
const WEAK_EN = /(ist|ant|ent|at|ot|graf|graph|nom|soph|ard)$/;

function invalid(problem: string): Error {
  return new Error(`invalid lexicon: ${problem}`);
}

/** Genitive singular of a strong noun: des Admins, des Coachs; no -s after a sibilant (des Boss). */
const genitive = (x: string): string => (/(s|ß|x|z)$/.test(x) ? x : x + 's');
/** Dative plural: den Lehrern, den Admins, den Kunden. */
const dativePlural = (p: string): string => (/(n|s)$/.test(p) ? p : p + 'n');

function mascParadigm(x: string, plural?: string): Paradigm {
  if (x.endsWith('e')) {
    const n = x + 'n';
    const p = plural ?? n;
    return [x, n, n, n, p, p, dativePlural(p), p];
  }
  if (WEAK_EN.test(x)) {
    const en = x + 'en';
    const p = plural ?? en;
    return [x, en, en, en, p, p, dativePlural(p), p];
  }
  // -er/-el/-en: der Lehrer, die Lehrer; anything else (mostly loanwords: Admin, Coach) takes -s
  const p = plural ?? (/(er|el|en)$/.test(x) ? x : x + 's');
  return [x, x, x, genitive(x), p, p, dativePlural(p), p];
}

function femParadigm(f: string): Paradigm {
  const p = f.endsWith('in') ? f + 'nen' : f.endsWith('e') ? f + 'n' : f + 'en';
  return [f, f, f, f, p, p, p, p];
}

function nounParadigm(noun: string, gender: Gender, plural: string | undefined): Paradigm {
  const gen = gender === 'f' ? noun : genitive(noun);
  const p = plural ?? noun;
  return [noun, noun, noun, gen, p, p, dativePlural(p), p];
}

function neutralAlternative(n: UserNeutral, masc: string): NeutralAlternative {
  if (typeof n === 'string') {
    if (!WORD.test(n) || !n.endsWith('e')) throw invalid(`neutral "${n}" of ${masc}: a word in -e declined like an adjective (Mitarbeitende), or { noun, gender, plural }`);
    return { lemma: n, applies: 'both', kind: 'adjectival', stem: n.slice(0, -1), established: true };
  }
  if (typeof n !== 'object' || n === null || typeof n.noun !== 'string' || !WORD.test(n.noun)) throw invalid(`neutral of ${masc}: "noun" must be a capitalised word`);
  if (n.gender !== 'f' && n.gender !== 'm' && n.gender !== 'n') throw invalid(`neutral "${n.noun}" of ${masc}: "gender" must be f, m or n`);
  if (n.plural !== undefined && (typeof n.plural !== 'string' || !WORD.test(n.plural))) throw invalid(`neutral "${n.noun}" of ${masc}: "plural" must be a capitalised word`);
  const base = { lemma: n.noun, kind: 'noun' as const, gender: n.gender, forms: nounParadigm(n.noun, n.gender, n.plural), established: true };
  // a noun without a plural stands for a group in the singular (die Admins -> das Adminteam) when it is a
  // collective, else it replaces the singular only
  if (n.collective === true) return { ...base, applies: 'pl', collective: true };
  return { ...base, applies: n.plural !== undefined ? 'both' : 'sg' };
}

/** A user entry as a person noun of the lexicon, with its neutral alternatives. */
function personNoun(entry: UserPersonNoun): PersonNoun & { neutral?: readonly NeutralAlternative[] } {
  if (typeof entry !== 'object' || entry === null || typeof entry.masculine !== 'string') throw invalid('every person needs "masculine"');
  const masc = entry.masculine.trim();
  if (!WORD.test(masc)) throw invalid(`"${masc}" is not a capitalised word`);
  const fem = entry.feminine?.trim() ?? (masc.endsWith('e') ? masc.slice(0, -1) + 'in' : masc + 'in');
  if (!WORD.test(fem)) throw invalid(`feminine "${fem}" of ${masc} is not a capitalised word`);
  if (entry.plural !== undefined && (typeof entry.plural !== 'string' || !WORD.test(entry.plural))) throw invalid(`plural of ${masc} must be a capitalised word`);
  if (entry.neutral !== undefined && !Array.isArray(entry.neutral)) throw invalid(`"neutral" of ${masc} must be a list`);
  return {
    masc,
    fem,
    mascForms: mascParadigm(masc, entry.plural),
    femForms: femParadigm(fem),
    source: 'curated',
    // without "neutral", the built-in alternatives of the same lemma still apply; [] removes them
    ...(entry.neutral !== undefined ? { neutral: entry.neutral.map((n) => neutralAlternative(n, masc)) } : {}),
  };
}

/**
 * Checks a user lexicon and turns its persons into person nouns (no lexicon needed: the config loader
 * validates with it). Throws an Error with a one-line message ("invalid lexicon: …").
 */
export function compileUserLexicon(spec: UserLexicon): { nouns: PersonNoun[]; names: string[] } {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw invalid('expected an object with "persons" and/or "names"');
  const unknown = Object.keys(spec).find((k) => k !== 'persons' && k !== 'names');
  if (unknown !== undefined) throw invalid(`unknown key "${unknown}" (valid: persons, names)`);
  if (spec.persons !== undefined && !Array.isArray(spec.persons)) throw invalid('"persons" must be a list');
  if (spec.names !== undefined && (!Array.isArray(spec.names) || spec.names.some((n) => typeof n !== 'string'))) throw invalid('"names" must be a list of strings');
  return { nouns: (spec.persons ?? []).map(personNoun), names: (spec.names ?? []).map((n) => n.trim()).filter((n) => n !== '') };
}

class Overlay implements UserLexiconOverlay {
  private readonly forms = new Map<string, PersonAnalysis[]>();
  private readonly byMasc = new Map<string, PersonNoun>();
  private readonly byFem = new Map<string, PersonNoun>();
  private readonly names: ReadonlySet<string>;
  private all: readonly PersonNoun[] | undefined;

  constructor(
    private readonly base: Lexicon,
    spec: UserLexicon,
  ) {
    const { nouns, names } = compileUserLexicon(spec);
    for (const noun of nouns) {
      this.byMasc.set(noun.masc, noun);
      this.byFem.set(noun.fem, noun);
    }
    // masculine analyses first (as the built-in lexicon orders them), then in paradigm order
    for (const gender of ['m', 'f'] as const) {
      for (const noun of nouns) {
        const forms = gender === 'm' ? noun.mascForms : noun.femForms;
        forms.forEach((form, slot) => {
          const list = this.forms.get(form) ?? [];
          list.push({ kind: 'noun', noun, gender, case: CASES[slot % 4]!, number: slot < 4 ? 'sg' : 'pl' });
          this.forms.set(form, list);
        });
      }
    }
    this.names = new Set(names);
  }

  isUserName(word: string): boolean {
    return this.names.has(word);
  }

  analyse(form: string): readonly PersonAnalysis[] {
    const own = this.forms.get(form);
    if (own) return own;
    // a built-in noun the user redefined is known only in the user's forms
    return this.base.analyse(form).filter((a) => !this.byMasc.has(a.noun.masc));
  }

  personByMasc(lemma: string): PersonNoun | undefined {
    return this.byMasc.get(lemma) ?? this.base.personByMasc(lemma);
  }

  personByFem(lemma: string): PersonNoun | undefined {
    return this.byFem.get(lemma) ?? this.base.personByFem(lemma);
  }

  persons(): readonly PersonNoun[] {
    this.all ??= Object.freeze(
      [...this.byMasc.values(), ...this.base.persons().filter((p) => !this.byMasc.has(p.masc))].sort((a, b) => (a.masc < b.masc ? -1 : a.masc > b.masc ? 1 : 0)),
    );
    return this.all;
  }

  adjectival(stem: string) {
    return this.base.adjectival(stem);
  }

  adjectivals() {
    return this.base.adjectivals();
  }

  analyseAdjectival(form: string) {
    return this.forms.has(form) ? undefined : this.base.analyseAdjectival(form);
  }

  isNonPersonNoun(form: string): boolean {
    return !this.forms.has(form) && this.userHead(form) === undefined && this.base.isNonPersonNoun(form);
  }

  nonPersonReadings(form: string): readonly NonPersonReading[] {
    return this.base.nonPersonReadings(form);
  }

  nounGender(lemmaOrForm: string): Gender | undefined {
    const own = this.forms.get(lemmaOrForm)?.[0];
    return own ? own.gender : this.base.nounGender(lemmaOrForm);
  }

  isLexicalised(word: string): boolean {
    return !this.forms.has(capitalise(word)) && this.base.isLexicalised(word);
  }

  analyseCompound(word: string): { prefix: string; head: string; analyses: readonly PersonAnalysis[] } | undefined {
    if (this.forms.has(word)) return undefined;
    const at = this.userHead(word);
    if (at !== undefined) {
      const head = capitalise(word.slice(at));
      return { prefix: word.slice(0, at), head, analyses: this.forms.get(head)! };
    }
    return this.base.analyseCompound(word);
  }

  /** Where a user noun is the head of a compound ("Linux-Admins", "Systemadmin"), the longest one. */
  private userHead(word: string): number | undefined {
    for (let i = 2; i <= word.length - 3; i++) {
      const c = word.charAt(i);
      const afterHyphen = word.charAt(i - 1) === '-';
      if (!afterHyphen && !/\p{Ll}/u.test(c)) continue;
      if (this.forms.has(afterHyphen ? word.slice(i) : capitalise(word.slice(i)))) return i;
    }
    return undefined;
  }

  stats(): LexiconStats {
    return this.base.stats();
  }
}

const overlays = new Map<string, UserLexiconOverlay>();
const OVERLAY_LIMIT = 16;

/**
 * The built-in lexicon with the user's additions. Throws an Error with a one-line message for a
 * malformed entry ("invalid lexicon: …").
 */
export function withUserLexicon(base: Lexicon, spec: UserLexicon): UserLexiconOverlay {
  const key = JSON.stringify(spec);
  let overlay = overlays.get(key);
  if (!overlay) {
    overlay = new Overlay(base, spec);
    if (overlays.size >= OVERLAY_LIMIT) overlays.delete(overlays.keys().next().value!);
    overlays.set(key, overlay);
  }
  return overlay;
}

/** Whether `word` is one of the user's names (false for the built-in lexicon). */
export function isUserName(lex: Lexicon, word: string): boolean {
  return lex instanceof Overlay && lex.isUserName(word);
}

/** The user's neutral alternatives of a noun from a user lexicon (none for built-in nouns). */
export function userNeutral(noun: PersonNoun): readonly NeutralAlternative[] | undefined {
  return (noun as { neutral?: readonly NeutralAlternative[] }).neutral;
}
