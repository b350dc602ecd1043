/**
 * Which grammatical reading of a flagged noun the context makes most likely: the case a preposition or a
 * dative verb governs, the number a finite verb next to a subject shows, genitive attributes, and the
 * sentence start.
 */
import type { Token } from '../text/tokenize.js';
import type { Cell } from './morphology.js';
import { phraseStart, type NounPhrase } from './phrases.js';
import { CASES as CASE_ORDER, type Case, type GNumber } from './types.js';
import { getLexicon } from './lexicon.js';
import { pluralOf, singularOf } from './verbs.js';
import { isKnownNounForm } from './filters.js';

/** Finite verbs that show the number of a subject next to them ("Der Eigentümer ist ...", "Nutzer können ..."). */
const SINGULAR_VERBS = new Set('ist war wird wurde hat hatte kann konnte muss musste soll sollte darf durfte will wollte möchte bekommt erhält'.split(' '));
const PLURAL_VERBS = new Set('sind waren werden wurden haben hatten können konnten müssen mussten sollen sollten dürfen durften wollen wollten möchten bekommen erhalten'.split(' '));

/**
 * 'sg' or 'pl' when the context shows the number: a finite verb right before or after the noun, or a
 * dative preposition before "den" ("mit ... den Kollegen" is a dative plural, not an accusative singular).
 */
function numberCue(tokens: readonly Token[], i: number, np: NounPhrase, canBeSubject: boolean): GNumber | undefined {
  for (const k of canBeSubject ? [i + 1, i - 1] : []) {
    const t = tokens[k]?.text;
    if (t && SINGULAR_VERBS.has(t)) return 'sg';
    if (t && (PLURAL_VERBS.has(t) || (k === i + 1 && singularOf(t) !== undefined))) return 'pl';
    // a bare noun before a singular verb: a headline ("Radfahrer rettet Hund aus Kanal")
    const start = np.adjectives[0]?.index ?? i;
    const opens = start === 0 || /^[:–—]$/.test(tokens[start - 1]?.text ?? '');
    if (t && k === i + 1 && !np.determiner && opens && /^[a-zäöü]+t$/.test(t) && pluralOf(t) !== undefined) return 'sg';
  }
  if (np.determiner?.token.text.toLowerCase() === 'den') {
    for (let k = np.determiner.index - 1; k >= Math.max(0, np.determiner.index - 8); k--) {
      const t = tokens[k]!.text;
      if (DATIVE_PREPOSITIONS.has(t)) return 'pl';
      if (/^[.;:!?]$/.test(t) || SINGULAR_VERBS.has(t) || PLURAL_VERBS.has(t)) break;
    }
  }
  return undefined;
}
const DATIVE_PREPOSITIONS = new Set('mit von bei aus zu nach seit gegenüber samt nebst'.split(' '));

/** The case a preposition right before the phrase governs ("mit Experten" -> dat, "für Lehrer" -> acc). */
function caseCue(tokens: readonly Token[], i: number, np: NounPhrase): Case | undefined {
  const start = phraseStart(tokens, np, i);
  const prev = tokens[start - 1]?.text.toLowerCase();
  if (!prev) return undefined;
  if (DATIVE_PREPOSITIONS.has(prev)) return 'dat';
  if (ACCUSATIVE_PREPOSITIONS.has(prev)) return 'acc';
  return undefined;
}
const ACCUSATIVE_PREPOSITIONS = new Set('für durch gegen ohne um'.split(' '));

/** Verbs whose object is a dative ("Wir danken den Experten", "Den Beamten fehlen die Unterlagen"). */
const DATIVE_VERBS = new Set(
  'danken danke dankt dankten helfen helfe hilft halfen gehören gehört gratulieren gratuliert antworten antwortet folgen folgt vertrauen vertraut begegnen begegnet zuhören zustimmen dienen dient schaden schadet fehlen fehlt fehlten fehlte gefallen gefällt gefielen gefiel obliegen obliegt obliegt stehen steht genügen genügt nützen nützt drohen droht gelingen gelingt passen passt schmecken schmeckt'.split(' '),
);

function dativeVerbCue(tokens: readonly Token[], i: number, np: NounPhrase): Case | undefined {
  const start = phraseStart(tokens, np, i);
  // "Den Beamten fehlen die Unterlagen": a dative verb right after a phrase that opens the sentence
  if (start === 0 && np.determiner?.token.text === 'Den' && DATIVE_VERBS.has(tokens[i + 1]?.text ?? '')) return 'dat';
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    const t = tokens[k]!.text.toLowerCase();
    if (DATIVE_VERBS.has(t)) return 'dat';
    if (/^[.,;:!?]$/.test(t)) break;
  }
  return undefined;
}

/**
 * A phrase that follows a noun or a quantifier pronoun is a genitive attribute ("die Hälfte der
 * Mitarbeiter", "keiner der Teilnehmer"): the verb then agrees with the head, not with this noun.
 */
function isGenitiveAttribute(tokens: readonly Token[], np: NounPhrase): boolean {
  const det = np.determiner;
  if (!det || !/^(der|des)$/.test(det.token.text)) return false;
  const prev = tokens[det.index - 1];
  if (!prev || prev.kind !== 'word') return false;
  return /^[A-ZÄÖÜ]/.test(prev.text) || /^(keiner|keine|einer|eine|jeder|jede|viele|einige|manche|alle|beide)$/i.test(prev.text);
}

/**
 * Whether the most likely reading is sure: every plausible reading has its number (a genitive with nothing
 * to depend on is not plausible), or the context shows the number. When it is not sure, a rewrite may pick
 * the wrong number ("der Lehrer" = nom.sg or gen.pl), and the finding gets a low confidence.
 */
export function isReadingSure(cells: readonly Cell[], np: NounPhrase, tokens: readonly Token[], i: number): boolean {
  const first = cells[0];
  if (!first) return false;
  const before = tokens[(np.determiner?.index ?? np.adjectives[0]?.index ?? i) - 1];
  const genitiveContext = isGenitiveAttribute(tokens, np) || (before !== undefined && isKnownNounForm(before.text, getLexicon()));
  const plausible = cells.filter((c) => c.case !== 'gen' || genitiveContext || first.case === 'gen');
  if (plausible.every((c) => c.number === first.number)) return true;
  const canBeSubject = plausible.some((c) => c.case === 'nom');
  return numberCue(tokens, i, np, canBeSubject) !== undefined || caseCue(tokens, i, np) !== undefined;
}

export function orderCells(cells: Cell[], np: NounPhrase, tokens: readonly Token[], i: number): Cell[] {
  let kept = cells;
  if (isGenitiveAttribute(tokens, np)) {
    const gen = cells.filter((c) => c.case === 'gen');
    if (gen.length > 0) kept = gen;
  } else if (np.determiner && np.determiner.index === 0) {
    // a determiner that opens the sentence has no preposition before it: dative and genitive are unlikely,
    // and with the finite verb right after the phrase it is the subject ("Die Kollegen kommen")
    // ("Den Studenten stehen ... zur Verfügung" is a dative, so only the genitive is ruled out)
    const next = tokens[i + 1]?.text ?? '';
    const subject = SINGULAR_VERBS.has(next) || PLURAL_VERBS.has(next) || singularOf(next) !== undefined;
    const nom = cells.filter((c) => (subject ? c.case === 'nom' : c.case !== 'gen'));
    if (nom.length > 0) kept = nom;
  }
  // a verb next to the phrase shows its number only if the phrase can be its subject (a nominative)
  const canBeSubject = kept.some((c) => c.case === 'nom');
  const cue = isGenitiveAttribute(tokens, np) ? undefined : numberCue(tokens, i, np, canBeSubject);
  const governed = caseCue(tokens, i, np) ?? dativeVerbCue(tokens, i, np);
  const before = tokens[(np.determiner?.index ?? np.adjectives[0]?.index ?? i) - 1];
  const genitiveContext = isGenitiveAttribute(tokens, np) || (before !== undefined && isKnownNounForm(before.text, getLexicon()));
  // a preposition right before the phrase fixes its case ("mit Experten" is a dative)
  if (governed && kept.some((c) => c.case === governed)) kept = kept.filter((c) => c.case === governed);
  // a bare noun is more often a generic plural than a singular, unless the context says otherwise
  const preferPlural = cue ? cue === 'pl' : !np.determiner;
  return kept.sort((a, b) => {
    // a genitive needs something to depend on: a noun before it ("die Interessen älterer Arbeitnehmer")
    if (!genitiveContext && (a.case === 'gen') !== (b.case === 'gen')) return a.case === 'gen' ? 1 : -1;
    if (a.number !== b.number) return (a.number === 'pl') === preferPlural ? -1 : 1;
    if (governed && (a.case === governed) !== (b.case === governed)) return a.case === governed ? -1 : 1;
    return CASE_ORDER.indexOf(a.case) - CASE_ORDER.indexOf(b.case);
  });
}

