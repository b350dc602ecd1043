/**
 * The Italian checker: flags masculine references to people whose gender the text does not establish (the
 * generic masculine "i dipendenti", "tutti", a masculine default "il candidato"), found by the classifier
 * (src/it/classify.ts), and offers neutral rewrites with the strategies of GeNTE's translators:
 * - persona/e + the noun as an adjective or participle, every word that agreed with it made feminine
 *   (i rifugiati sono stati accolti → le persone rifugiate sono state accolte);
 * - a curated neutral phrase where the noun has no such adjective (data/it/curated/neutral.tsv: i professori →
 *   le persone del corpo docente; il medico → il personale medico), or one made by rule (il compratore → la
 *   persona che compra; lo psicologo → la persona esperta di psicologia);
 * - pronouns and quantifiers → a phrase with persona (tutti → tutte le persone; gli altri → le altre persone),
 *   with the predicates they are the subject of (tutti sono invitati → tutte le persone sono invitate).
 * Adjectives and participles that mark the speaker's, the addressee's or an unnamed person's gender (sono
 * stato invitato) get a rewrite from the curated table of src/it/predicates.ts where it has one (→ ho
 * ricevuto un invito), and low confidence otherwise. Edits touch as few words as they can (a masculine
 * replacement keeps the article and the agreement). Feminine references are not flagged: they usually speak
 * of women the text means.
 * Rule ids, severities and messages: the rule registry (src/rules.ts). check.ts calls italianDiagnostics() on the prose of a document.
 */
import { readDataFile } from '../de/data-path.js';
import { previewOf } from '../text/edits.js';
import type { Diagnostic, Edit } from '../types.js';
import { analyseItalian, type ItalianAnalysis, type MarkedWord, type Referent, type Token } from './classify.js';
import { italianLexicon } from './lexicon.js';
import { feminine, genderVariant, likeCase } from './morphology.js';
import { rewritePredicate } from './predicates.js';
import { formatMessage, ruleMeta, type RuleId } from '../rules.js';

/** The Italian rules of the registry. */
type ItRuleId = Extract<RuleId, `it/${string}`>;

interface NeutralData {
  /** `lemma|number` → replacement of the noun. */
  nouns: Map<string, string>;
  /** `lemma|number` of the nouns whose replacement is masculine in the same number (il personale medico, gli
   * studi di architettura): 'm' (in the singular a mass noun, without an indefinite article) or 'mc'. */
  masculine: Map<string, 'm' | 'mc'>;
  /** masculine pronoun → [alone, after a determiner] */
  pronouns: Map<string, [string, string | undefined]>;
}
let neutralData: NeutralData | undefined;
function neutral(): NeutralData {
  if (!neutralData) {
    const rows = (file: string) =>
      readDataFile(file)
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith('#'))
        .map((l) => l.split('\t'));
    neutralData = {
      nouns: new Map(rows('it/curated/neutral.tsv').map(([lemma, number, text]) => [`${lemma}|${number}`, text!])),
      masculine: new Map(
        rows('it/curated/neutral.tsv')
          .filter((r) => r[3] === 'm' || r[3] === 'mc')
          .map(([lemma, number, , kind]) => [`${lemma}|${number}`, kind as 'm' | 'mc']),
      ),
      pronouns: new Map(
        rows('it/curated/neutral-pronouns.tsv').map(([form, alone, afterDet]) => [form!, [alone!, afterDet === '-' ? undefined : afterDet]]),
      ),
    };
  }
  return neutralData;
}

/** Sentences of a text with their offsets (a sentence ends at . ! ? followed by a space, or at a line break). */
function sentences(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  const re = /[^\n.!?]*(?:[.!?]+(?=\s|$)|\n|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0] === '') {
      if (re.lastIndex >= text.length) break;
      re.lastIndex++;
      continue;
    }
    if (m[0].trim() !== '') out.push({ start: m.index, text: m[0] });
  }
  return out;
}

/**
 * The word as a feminine adjective or participle of the same stem (rifugiati → rifugiate, dipendenti →
 * dipendenti); `lemma` is the person noun's masculine singular.
 */
function feminineAdjective(token: Token, number: 's' | 'p', lemma = token.lower): string | undefined {
  for (const reading of italianLexicon().readings(token.lower)) {
    const p = reading.paradigm;
    if (!p || (p.pos !== 'adj' && p.pos !== 'verb-participle') || reading.analysis.number !== number) continue;
    if (p.cells.ms[0] !== lemma && lemma !== token.lower) continue; // oratori: not the adjective oratorio
    const form = p.cells[`f${number}`][0];
    if (form) return form;
  }
  return undefined;
}

/**
 * A neutral phrase made by rule from the noun's form:
 * - a specialist in -logo or -iatra as an expert of the field (lo psicologo → la persona esperta di
 *   psicologia, il pediatra → la persona specialista in pediatria);
 * - an agent noun in -atore as persona/e + "che" + its verb (il compratore → la persona che compra, i
 *   giocatori → le persone che giocano), when the lexicon knows the verb (its participle in -ato). The
 *   present of -are verbs is regular in the third person; nouns whose meaning is not "who does what the verb
 *   says" (muratore, spettatore) have a curated phrase, which comes first.
 */
function agentivePhrase(lemma: string, number: 's' | 'p'): string | undefined {
  const persona = number === 'p' ? 'persone' : 'persona';
  const field = /^(.{3,})logo$/.exec(lemma)?.[1];
  if (field !== undefined) return `${persona} ${number === 'p' ? 'esperte' : 'esperta'} di ${field}logia`;
  const medicine = /^(.{3,})iatra$/.exec(lemma)?.[1];
  if (medicine !== undefined) return `${persona} ${number === 'p' ? 'specialiste' : 'specialista'} in ${medicine}iatria`;
  const stem = /^(.{3,})atore$/.exec(lemma)?.[1];
  if (stem === undefined) return undefined;
  const participle = `${stem}ato`;
  if (!italianLexicon().readings(participle).some((r) => r.paradigm?.pos === 'verb-participle' && r.paradigm.cells.ms[0] === participle)) return undefined;
  // the verb form must not read as a feminine person noun (la persona che fotografa: "la fotografa")
  if (italianLexicon().person(`${stem}a`) || italianLexicon().person(`${stem}ano`)) return undefined;
  return number === 'p' ? `persone che ${stem}ano` : `${persona} che ${stem}a`;
}

const POSSESSIVES = new Set(['mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'tuoi', 'tue', 'suo', 'sua', 'suoi', 'sue', 'nostro', 'nostra', 'nostri', 'nostre', 'vostro', 'vostra', 'vostri', 'vostre', 'loro', 'proprio', 'propria', 'propri', 'proprie']);

interface Finding {
  rule: ItRuleId;
  /** Token whose span the diagnostic covers. */
  token: number;
  edits: Edit[] | undefined;
  /** The rewrite is offered but fix() does not apply it (confidence low): the person may be a specific one. */
  unsure?: boolean;
}

/** Edits that make a word feminine; undefined when it has no feminine form. */
function feminiseWord(a: ItalianAnalysis, i: number, base: number): Edit | undefined {
  const t = a.tokens[i]!;
  const next = a.tokens[i + 1];
  const f = feminine(t.text, next?.text);
  return f === undefined ? undefined : { start: base + t.start, end: base + t.end, text: f };
}

/** The edit that puts `replacement` in place of a person noun. */
function headEdit(head: Token, replacement: string, base: number): Edit {
  return { start: base + head.start, end: base + head.end, text: likeCase(head.text, replacement) };
}

/** Masculine articles and articulated prepositions: before most consonants, before s + consonant, z, gn, ps …, before a vowel. */
const MASCULINE_ARTICLES: readonly [string, string, string][] = [
  ['il', 'lo', "l'"], ['un', 'uno', 'un'], ['del', 'dello', "dell'"], ['al', 'allo', "all'"], ['dal', 'dallo', "dall'"],
  ['nel', 'nello', "nell'"], ['sul', 'sullo', "sull'"], ['i', 'gli', 'gli'], ['dei', 'degli', 'degli'], ['ai', 'agli', 'agli'],
  ['dai', 'dagli', 'dagli'], ['nei', 'negli', 'negli'], ['sui', 'sugli', 'sugli'],
];

/** The masculine article before `old` refitted to the sound of `replacement` (gli indigeni → i popoli indigeni). */
function refitMasculineArticle(article: Token, old: Token, replacement: string, base: number): Edit | undefined {
  const row = MASCULINE_ARTICLES.find((forms) => forms.includes(article.lower));
  if (!row) return undefined;
  const sound = /^[aeiouàèéìòùh]/i.test(replacement) ? 2 : /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i.test(replacement) ? 1 : 0;
  const form = row[sound]!;
  if (form === article.lower) return undefined;
  // an elided article is written against its noun (l'indigeno): the new one needs a space
  const text = likeCase(article.text, form) + (form.endsWith("'") || !article.text.endsWith("'") ? '' : ' ');
  return { start: base + article.start, end: base + (article.text.endsWith("'") ? old.start : article.end), text };
}

/** The neutral rewrite of a person phrase and of every word marked as agreeing with it. */
function rewriteReferent(a: ItalianAnalysis, r: Referent, linked: MarkedWord[], base: number): Edit[] | undefined {
  const head = a.tokens[r.head]!;
  const number = r.number ?? 'p';
  const lemma = r.entry?.lemma ?? head.lower;
  // an epicene noun after an article, starting with a vowel: the elided article is neutral (il insegnante → l'insegnante)
  const before = a.tokens[r.head - 1];
  if (r.entry?.kind === 'epicene' && number === 's' && /^[aeiouàèéìòù]/i.test(head.text) && before && r.tokens.includes(r.head - 1) && /^(il|lo|la|un|uno|una)$/i.test(before.text)) {
    const elided = /^u/i.test(before.text) ? null : likeCase(before.text, "l'");
    if (elided && linked.every((w) => w.token === r.head - 1 || w.token === r.head)) {
      return [{ start: base + before.start, end: base + head.start, text: elided }];
    }
  }
  // a masculine replacement in the same number keeps the article and every word that agreed (il dottore è
  // arrivato → il personale medico è arrivato; gli architetti → gli studi di architettura); a mass noun takes no
  // indefinite article (un tecnico → una persona del personale tecnico)
  const key = `${lemma}|${number}`;
  const curated = neutral().nouns.get(key);
  if (curated === '-') return undefined; // no neutral form (bambino)
  const masculineKind = neutral().masculine.get(key);
  const indefinite = r.tokens.some((x) => /^(un|uno)$/i.test(a.tokens[x]!.text));
  // a noun after fare, diventare or a copula names a job or a role (voglio fare l'idraulico), which a collective
  // cannot take over
  const verb = a.tokens[Math.min(...r.tokens) - 1]?.lower ?? '';
  const predicative = italianLexicon().copula(verb) !== undefined || /^(fare|far|diventare|diventato|diventata|diventati|diventate)$/.test(verb);
  if (masculineKind !== undefined && predicative) return undefined;
  if (curated !== undefined && masculineKind !== undefined && (masculineKind === 'mc' || number === 'p' || !indefinite)) {
    const article = r.tokens.includes(r.head - 1) ? refitMasculineArticle(a.tokens[r.head - 1]!, a.tokens[r.head]!, curated, base) : undefined;
    return [...(article ? [article] : []), headEdit(head, curated, base)];
  }
  const replacement =
    (masculineKind === undefined ? undefined : `persona del ${curated}`) ??
    curated ??
    (() => {
      const adjective = feminineAdjective(head, number, lemma);
      return adjective === undefined ? undefined : `${number === 'p' ? 'persone' : 'persona'} ${adjective}`;
    })() ??
    agentivePhrase(lemma, number);
  if (replacement === undefined) return undefined;
  // a relative clause must end the phrase: "un nuotatore bravo" does not become "una persona che nuota brava"
  if (/ che /.test(replacement) && r.tokens.some((x) => x > r.head && linked.some((w) => w.token === x))) return undefined;
  // a possessive before a phrase changes the meaning or estranges ("il tuo parrucchiere" is not "la tua persona
  // che fa le acconciature"; "i nostri amici" are not "le nostre persone amiche"; il proprio dirigente is not
  // "la propria persona dirigente"): only a one-word replacement keeps it (i nostri clienti → la nostra clientela)
  const possessive = r.tokens.some((x) => POSSESSIVES.has(a.tokens[x]!.lower));
  if (possessive && replacement.includes(' ')) return undefined;
  // a word after the head that a noun follows belongs to that noun (ai dipendenti buoni pasto: "buoni pasto" are
  // meal vouchers, not good employees): the phrase is not what the analysis took it for
  if (r.tokens.some((x) => x > r.head && isNoun(a.tokens[x + 1]) && !r.tokens.includes(x + 1))) return undefined;
  const edits: Edit[] = [];
  for (const x of r.tokens) {
    if (x === r.head) {
      edits.push(headEdit(head, replacement, base));
      continue;
    }
    const marked = linked.some((w) => w.token === x);
    const t0 = a.tokens[x]!;
    // an elided article or preposition before the old head meets the consonant of the new one (l'idraulico →
    // la persona idraulica, dell'autore → della persona …)
    if (!marked && x + 1 === r.head && /['’]$/.test(t0.text) && !/^[aeiouàèéìòùh]/i.test(replacement)) {
      edits.push({ start: base + t0.start, end: base + head.start, text: `${t0.text.slice(0, -1)}${number === 'p' ? 'e' : 'a'} ` });
      continue;
    }
    if (!marked) continue;
    // the word before the new head is followed by "persone"/"persona" (a consonant) after the rewrite
    const t = a.tokens[x]!;
    const nextText = x + 1 === r.head ? replacement : a.tokens[x + 1]?.text;
    const f = feminine(t.text, nextText);
    if (f === undefined) return undefined;
    edits.push({ start: base + t.start, end: base + t.end, text: f });
  }
  for (const w of linked) {
    if (r.tokens.includes(w.token)) continue;
    const e = feminiseWord(a, w.token, base);
    if (!e) return undefined;
    edits.push(e);
    // the article of a pronoun chain (tutti gli altri → tutte le altre) turns with it
    const before = w.token - 1;
    if (w.role === 'pronoun' && linked.some((x) => x.token === before - 1) && !linked.some((x) => x.token === before) && !r.tokens.includes(before)) {
      const det = italianLexicon().readings(a.tokens[before]!.lower).some((x) => x.analysis.pos === 'det') ? feminiseWord(a, before, base) : undefined;
      if (det) edits.push(det);
    }
  }
  return edits.sort((x, y) => x.start - y.start);
}

/** The last word of a pronoun chain that starts at `token` (tutti gli altri: altri), or `token` itself. */
function chainEnd(a: ItalianAnalysis, token: number, marked: Set<number>): number {
  const next = a.tokens[token + 1];
  return next && marked.has(token + 2) && italianLexicon().readings(next.lower).some((r) => r.analysis.pos === 'det') ? token + 2 : token;
}

/** The neutral rewrite of a pronoun or quantifier standing alone (tutti → tutte le persone). */
function rewritePronoun(a: ItalianAnalysis, w: MarkedWord, marked: Set<number>, base: number, hasPredicates: boolean): Edit[] | undefined {
  const t = a.tokens[w.token]!;
  // a quantifier before an article and another pronoun (tutti gli altri → tutte le altre persone)
  if (chainEnd(a, w.token, marked) !== w.token) {
    const last = a.tokens[w.token + 2]!;
    const self = feminiseWord(a, w.token, base);
    const det = feminiseWord(a, w.token + 1, base);
    const lastText = neutral().pronouns.get(last.lower)?.[1];
    return self && det && lastText ? [self, det, { start: base + last.start, end: base + last.end, text: likeCase(last.text, lastText) }] : undefined;
  }
  const prev = a.tokens[w.token - 1];
  const prevIsDet = !!prev && italianLexicon().readings(prev.lower).some((r) => r.analysis.pos === 'det') && !marked.has(w.token - 1);
  const entry = neutral().pronouns.get(t.lower);
  if (!entry) return undefined;
  // "alcuni di noi" is no "alcune persone di noi", "tutti voi" no "tutte le persone voi": left for a rewording
  // by hand
  const personal = (i: number) => /^(noi|voi|loro)$/.test(a.tokens[i]?.lower ?? '');
  if ((a.tokens[w.token + 1]?.lower === 'di' && personal(w.token + 2)) || personal(w.token + 1) || personal(w.token - 1)) return undefined;
  if (prevIsDet) {
    if (!entry[1]) return undefined;
    const det = feminiseWord(a, w.token - 1, base);
    return det ? [det, { start: base + t.start, end: base + t.end, text: likeCase(t.text, entry[1]) }] : undefined;
  }
  // "quelli che": the epicene coloro keeps the relative clause and any preposition as they are (not when a
  // predicate agrees with it: "coloro che lavorano sono stanche" would speak of women)
  if (/^quell[ie]$/.test(t.lower) && a.tokens[w.token + 1]?.lower === 'che' && !hasPredicates) return [{ start: base + t.start, end: base + t.end, text: likeCase(t.text, 'coloro') }];
  return [fusedWithPreposition(a, w.token, likeCase(t.text, entry[0]), base)];
}

/** Simple prepositions that fuse with a following definite article (a + le = alle). */
const FUSING: Record<string, string> = { a: 'a', di: 'de', da: 'da', in: 'ne', su: 'su' };

/**
 * The edit that replaces token `i` with `text`; when the text starts with a definite article and a simple
 * preposition stands before it, the two fuse (a quelli che → alle persone che).
 */
function fusedWithPreposition(a: ItalianAnalysis, i: number, text: string, base: number): Edit {
  const t = a.tokens[i]!;
  const prev = a.tokens[i - 1];
  const article = /^(il|lo|la|i|gli|le) /i.exec(text);
  const stem = prev ? FUSING[prev.lower] : undefined;
  if (!prev || !article || stem === undefined) return { start: base + t.start, end: base + t.end, text };
  const art = article[1]!.toLowerCase();
  const fused = stem + ({ il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' } as Record<string, string>)[art]!; // a+il=al, di+gli=degli, in+le=nelle
  return { start: base + prev.start, end: base + t.end, text: likeCase(prev.text, fused) + text.slice(article[0].length - 1) };
}

/** The neutral rewrite of an adjective used as a plural noun (i privilegiati → le persone privilegiate). */
function rewriteNominal(a: ItalianAnalysis, detToken: number, base: number): Edit[] | undefined {
  const det = a.tokens[detToken]!;
  const word = a.tokens[detToken + 1]!;
  const adjective = feminineAdjective(word, 'p');
  const f = feminine(det.text, 'persone');
  if (!adjective || !f) return undefined;
  return [
    { start: base + det.start, end: base + det.end, text: f },
    { start: base + word.start, end: base + word.end, text: `persone ${adjective}` },
  ];
}

/**
 * The plural predicates without a subject of their own that follow a plural pronoun, up to the next pronoun
 * (tutti sono stati invitati: stati, invitati).
 */
function subjectlessPredicatesAfter(a: ItalianAnalysis, masculine: MarkedWord[], pronoun: number): MarkedWord[] {
  const plural = (token: number) => italianLexicon().readings(a.tokens[token]!.lower).some((r) => r.analysis.number === 'p');
  if (!plural(pronoun)) return [];
  const out: MarkedWord[] = [];
  for (const w of masculine) {
    if (w.token <= pronoun) continue;
    if (w.role === 'pronoun') break;
    if (w.role === 'predicate' && w.referent === undefined && w.reason === 'agrees with an implicit subject' && plural(w.token)) out.push(w);
  }
  return out;
}

/** A word the lexicon reads only as a noun. */
function isNoun(t: Token | undefined): boolean {
  return !!t && t.word && t.readings.length > 0 && t.readings.every((r) => r.pos === 'noun');
}

/**
 * The word is one half of a slash form (cittadini/e, il/la candidato/a, gli/le studenti/esse): a form that
 * already names both genders.
 */
function inSlashForm(a: ItalianAnalysis, i: number): boolean {
  const t = a.tokens[i]!;
  const next = a.tokens[i + 1];
  const prev = a.tokens[i - 1];
  const after = next?.text === '/' && next.start === t.end && a.tokens[i + 2]?.word === true && a.tokens[i + 2]!.start === next.end;
  const before = prev?.text === '/' && prev.end === t.start && a.tokens[i - 2]?.word === true && a.tokens[i - 2]!.end === prev.start;
  return after || before;
}

/**
 * The person phrase names someone by name: an apposition follows it (il direttore generale, Luca Neri, …;
 * la dottoressa Bianchi is already a person the analysis treats as established).
 */
function namedByApposition(a: ItalianAnalysis, r: Referent): boolean {
  let next = Math.max(...r.tokens) + 1;
  if (a.tokens[next]?.text === ',') next++;
  const name = a.tokens[next];
  return !!name && name.word && /^\p{Lu}/u.test(name.text) && r.number === 's';
}

/**
 * A bare singular noun that names what someone is, after a copula or a participle (è stato nominato preside,
 * sono medico, Verdi è diventato sindaco): its gender is the subject's, flagged there if anywhere. (In the
 * plural, "sono stati ospiti" has an unnamed subject, and "sono state persone ospiti" is a good rewrite.)
 */
function predicativeNoun(a: ItalianAnalysis, r: Referent): boolean {
  if (r.number !== 's') return false;
  if (r.tokens.some((x) => x < r.head && a.tokens[x]!.readings.some((reading) => reading.pos === 'det'))) return false;
  const before = a.tokens[r.head - 1];
  if (!before) return false;
  return italianLexicon().copula(before.lower) !== undefined || before.readings.some((x) => x.pos === 'verb-participle');
}

/**
 * A person phrase after a copula whose subject, right before the copula, is no unnamed person (Il cane è il
 * migliore amico dell'uomo; Marco è il nostro nuovo collega): it says what that subject is, and takes the
 * subject's gender, not a generic one.
 */
function describesSubject(a: ItalianAnalysis, r: Referent): boolean {
  const copula = Math.min(...r.tokens) - 1;
  if (copula < 1 || !italianLexicon().copula(a.tokens[copula]!.lower)?.includes('3s')) return false;
  const subject = a.referents.find((o) => Math.max(...o.tokens) === copula - 1);
  return !!subject && subject.kind !== 'person';
}

/**
 * The sentence opens with a singular definite person phrase that did something (Il sindaco ha detto …, Il
 * presidente della Repubblica ha firmato …, Lo studente che ha vinto la borsa …): news and reports speak of one
 * specific person there, whose gender the writer knows, unlike the generic subject of a rule or an ad (Il
 * candidato deve …, Lo studente riceverà …). Such a finding keeps its rewrite with low confidence.
 */
function reportsAnEvent(a: ItalianAnalysis, r: Referent): boolean {
  const first = Math.min(...r.tokens);
  if (r.number !== 's' || first !== 0 || !/^(il|lo|l['’])$/i.test(a.tokens[first]!.text)) return false;
  for (let i = Math.max(...r.tokens) + 1; i + 1 < a.tokens.length; i++) {
    const t = a.tokens[i]!;
    if (!t.word) return false;
    // avere only: essere + participle is as often a present passive, the voice of rules (Il candidato è tenuto a …)
    // (Il ragazzo che ho conosciuto ieri …)
    const auxiliary = /^(ha|aveva)$/.test(t.lower) || (t.lower === 'che' && /^(ho|hai|ha|abbiamo|avete|hanno)$/.test(a.tokens[i + 1]!.lower));
    if (auxiliary) {
      const participle = a.tokens[t.lower === 'che' ? i + 2 : i + 1];
      return !!participle && participle.readings.some((x) => x.pos === 'verb-participle');
    }
  }
  return false;
}

/**
 * A feminine rewrite of the phrase would leave a masculine predicate of its number behind, one the analysis
 * gave to another noun (Il vincitore del concorso sarà annunciato: "annunciato" could agree with "concorso"):
 * "La persona vincitrice del concorso sarà annunciato" breaks the agreement, so the rewrite is only offered.
 */
function leavesMasculinePredicate(a: ItalianAnalysis, r: Referent, edits: readonly Edit[], base: number): boolean {
  if (!edits.some((e) => /^(l[ae]|una|(de|a|da|ne|su)ll[ae])\b|\bperson[ae]\b/i.test(e.text))) return false;
  const person = r.number === 'p' ? '3p' : '3s';
  // the phrase, a complement with di (del concorso, dell'hotel: up to three words), then the copula
  const end = Math.max(...r.tokens);
  if (!/^(di|del|dello|della|dei|degli|delle|dell['’])$/.test(a.tokens[end + 1]?.lower ?? '')) return false;
  for (let i = end + 2; i <= end + 4 && a.tokens[i]?.word; i++) {
    if (!italianLexicon().copula(a.tokens[i]!.lower)?.includes(person)) continue;
    for (let k = i + 1; k < a.tokens.length && a.tokens[k]!.word; k++) {
      const t = a.tokens[k]!;
      const masculine = t.readings.some((x) => (x.pos === 'adj' || x.pos === 'verb-participle') && x.gender === 'm' && x.number === r.number);
      if (masculine) return !edits.some((e) => e.start <= base + t.start && base + t.end <= e.end);
    }
    return false;
  }
  return false;
}

/**
 * The persons, in the phrase's number, of a copula right before the phrase or before "tutti" in front of it
 * (sono un insegnante: 1s; siete tutti invitati: 2p); none when no copula stands there.
 */
function copulaPersonsBefore(a: ItalianAnalysis, r: Referent): string[] {
  let before = Math.min(...r.tokens) - 1;
  if (/^tutt[ie]$/.test(a.tokens[before]?.lower ?? '') && !r.tokens.includes(before)) before--;
  const persons = italianLexicon().copula(a.tokens[before]?.lower ?? '') ?? [];
  return persons.filter((p) => p.endsWith(r.number ?? 'p'));
}

/**
 * A bare person noun right after a noun, with no article of its own, is an adjective of that noun
 * (sviluppatori esperti): a rewrite of it alone would leave the noun ("sviluppatori persone esperte").
 */
function modifiesNounBefore(a: ItalianAnalysis, r: Referent): boolean {
  const first = Math.min(...r.tokens);
  const before = a.tokens[first - 1];
  return first === r.head && isNoun(before) && !/^\p{Lu}/u.test(before!.text);
}

/**
 * A salutation (Gentili colleghi, / Cari cittadini,): the sentence opens with the person phrase and a comma
 * follows it. Its rewrite is the doublet of the feminine and the masculine phrase (Gentili colleghe e colleghi,
 * Care cittadine e cari cittadini), as the guides recommend for addressing people.
 */
function salutationDoublet(a: ItalianAnalysis, r: Referent, base: number): Edit[] | undefined {
  const first = Math.min(...r.tokens);
  const last = Math.max(...r.tokens);
  if (first !== 0 || last !== r.head || a.tokens[last + 1]?.text !== ',' || r.number !== 'p') return undefined;
  // adjectives only: "Tutti gli studenti, …" opens a sentence, it greets no one
  if (r.tokens.some((x) => x < last && a.tokens[x]!.readings.some((reading) => reading.pos === 'det'))) return undefined;
  const feminineNoun = r.entry?.forms.f?.p;
  if (!feminineNoun) return undefined;
  const words: string[] = [];
  for (let x = first; x < last; x++) {
    const t = a.tokens[x]!;
    // an adjective of one form for both genders (Gentili) stays
    const f = feminine(t.text, x + 1 === last ? feminineNoun : a.tokens[x + 1]!.text) ?? (t.readings.some((r) => r.pos === 'adj') ? t.text : undefined);
    if (f === undefined) return undefined;
    words.push(f);
  }
  // such an adjective is said once (Gentili colleghe e colleghi); one that changes is said twice (Care
  // cittadine e cari cittadini)
  const same = words.every((w, k) => w === a.tokens[first + k]!.text);
  const head = a.tokens[last]!;
  const femininePhrase = [...words, likeCase(head.text, feminineNoun)].join(' ');
  const masculinePhrase = a.tokens.slice(same ? last : first, last + 1).map((t) => t.lower).join(' ');
  return [{ start: base + a.tokens[first]!.start, end: base + head.end, text: `${femininePhrase} e ${masculinePhrase}` }];
}

const PAIR_CONJUNCTIONS = new Set(['e', 'ed', 'o', 'od', 'oppure', '/']);

/**
 * The referent is one half of a feminine and masculine pair of the same noun (le colleghe e i colleghi,
 * i cittadini o le cittadine): the doublet names both genders, so it is no generic masculine.
 */
function inFeminineMasculinePair(a: ItalianAnalysis, index: number): boolean {
  const r = a.referents[index]!;
  if (!r.entry) return false;
  const first = Math.min(...r.tokens);
  const last = Math.max(...r.tokens);
  const conjunctionAt = (t: number) => PAIR_CONJUNCTIONS.has(a.tokens[t]?.lower ?? '');
  return a.referents.some(
    (o, i) =>
      i !== index &&
      o.entry?.lemma === r.entry!.lemma &&
      o.gender !== r.gender &&
      o.number === r.number &&
      // the other half right before or right after, across one conjunction
      ((Math.max(...o.tokens) === first - 2 && conjunctionAt(first - 1)) || (Math.min(...o.tokens) === last + 2 && conjunctionAt(last + 1))),
  );
}

/** The pronoun is one half of a feminine and masculine pair (tutte e tutti, tutti o tutte, alcune e alcuni). */
function inPronounPair(a: ItalianAnalysis, i: number): boolean {
  const feminineForms = genderVariant(a.tokens[i]!.lower, 'f');
  return [i - 2, i + 2].some((o) => {
    const between = a.tokens[(o + i) / 2];
    return !!between && PAIR_CONJUNCTIONS.has(between.lower) && feminineForms.includes(a.tokens[o]?.lower ?? '');
  });
}

function findingsOf(a: ItalianAnalysis, base: number): Finding[] {
  const findings: Finding[] = [];
  // a slash form (cittadini/e, invitati/e) already names both genders
  const masculine = a.marked.filter((w) => w.gender === 'm' && !inSlashForm(a, w.token));
  const marked = new Set(masculine.map((w) => w.token));
  const byReferent = new Map<number, MarkedWord[]>();
  for (const w of masculine) {
    if (w.referent === undefined) continue;
    const r = a.referents[w.referent]!;
    if (r.kind !== 'person') continue;
    const list = byReferent.get(w.referent) ?? [];
    list.push(w);
    byReferent.set(w.referent, list);
  }
  for (const [index, linked] of byReferent) {
    const r = a.referents[index]!;
    if (inFeminineMasculinePair(a, index) || r.tokens.some((x) => inSlashForm(a, x))) continue;
    if (namedByApposition(a, r) || predicativeNoun(a, r) || describesSubject(a, r)) continue;
    // after a copula of the first or second person the phrase says what the speaker or the addressee is (Sono un
    // insegnante; Siete tutti invitati): the writer speaking of themself, or a predicate with no third person to
    // put "persona" in for ("Siete tutte persone invitate"). it/gendered-self is info: its rewrite (io ero
    // l'amministratore → io ero la persona che amministra) is applied only where a config raises the rule
    const speaker = copulaPersonsBefore(a, r);
    if (speaker.length > 0 && speaker.every((p) => p === '1s')) {
      findings.push({ rule: 'it/gendered-self', token: r.head, edits: rewriteReferent(a, r, linked, base) });
      continue;
    }
    const edits =
      modifiesNounBefore(a, r) || (speaker.length > 0 && speaker.every((p) => !p.startsWith('3')))
        ? undefined
        : (salutationDoublet(a, r, base) ?? rewriteReferent(a, r, linked, base));
    findings.push({ rule: 'it/gendered-reference', token: r.head, edits, unsure: reportsAnEvent(a, r) || (!!edits && leavesMasculinePredicate(a, r, edits, base)) });
  }
  const carried = new Set<number>();
  const predicates: MarkedWord[] = [];
  for (const w of masculine) {
    if (w.referent !== undefined && a.referents[w.referent]!.kind === 'person') continue;
    if (w.role === 'pronoun') {
      if (inPronounPair(a, w.token)) continue;
      // the determiner of a chain (tutti gli altri) is rewritten with the last word
      if (marked.has(w.token - 2) && masculine.find((x) => x.token === w.token - 2)?.role === 'pronoun') continue;
      // the pronoun is the subject of the predicates after it that have no subject of their own (tutti sono
      // invitati → tutte le persone sono invitate): they become feminine with it
      const subjectOf = subjectlessPredicatesAfter(a, masculine, chainEnd(a, w.token, marked));
      const edits = rewritePronoun(a, w, marked, base, subjectOf.length > 0);
      const predicates = edits ? subjectOf : [];
      const predicateEdits = predicates.map((p) => feminiseWord(a, p.token, base));
      if (edits && predicateEdits.every((e) => e !== undefined)) {
        for (const p of predicates) carried.add(p.token);
        findings.push({ rule: 'it/gendered-pronoun', token: w.token, edits: [...edits, ...(predicateEdits as Edit[])].sort((x, y) => x.start - y.start) });
      } else findings.push({ rule: 'it/gendered-pronoun', token: w.token, edits });
    } else if (w.role === 'nominal') {
      if (!marked.has(w.token + 1)) continue; // the word after the determiner carries the finding
      // its predicates without a subject of their own turn with it (i sudafricani si sono ribellati → le
      // persone sudafricane si sono ribellate)
      const edits = rewriteNominal(a, w.token, base);
      const predicates = edits ? subjectlessPredicatesAfter(a, masculine, w.token + 1) : [];
      const predicateEdits = predicates.map((p) => feminiseWord(a, p.token, base));
      if (edits && predicateEdits.every((e) => e !== undefined)) {
        for (const p of predicates) carried.add(p.token);
        findings.push({ rule: 'it/gendered-reference', token: w.token + 1, edits: [...edits, ...(predicateEdits as Edit[])].sort((x, y) => x.start - y.start) });
      } else findings.push({ rule: 'it/gendered-reference', token: w.token + 1, edits });
    } else if (w.role === 'predicate' && !carried.has(w.token)) {
      predicates.push(w);
    }
  }
  // a predicate and the "stato" before it (sono stato invitato) share a copula: one rewrite for the group
  const byCopula = new Map<number, MarkedWord[]>();
  for (const w of predicates) byCopula.set(w.copula ?? -1, [...(byCopula.get(w.copula ?? -1) ?? []), w]);
  for (const [copula, group] of byCopula) {
    const last = group.at(-1)!.token;
    // an implicit singular subject may well be a thing named in an earlier sentence ("Il ponte? È sicuro."):
    // flagged, but not rewritten
    const implicitSingular =
      group.at(-1)!.reason === 'agrees with an implicit subject' && copula !== -1 && !!italianLexicon().copula(a.tokens[copula]!.lower)?.includes('3s');
    const edits = copula === -1 || implicitSingular ? undefined : rewritePredicate(a, copula, last, base);
    const rule = copula !== -1 && speaksOfTheWriter(a, copula, last) ? 'it/gendered-self' : 'it/gendered-agreement';
    if (edits) findings.push({ rule, token: last, edits });
    else for (const w of group) findings.push({ rule, token: w.token, edits: undefined });
  }
  return findings.sort((x, y) => x.token - y.token);
}

/**
 * The predicate speaks of the writer alone (sono contento, mi sono accorto, ero stanco): the copula, or the
 * reflexive clitic before it, is a first person singular in the predicate's number.
 */
function speaksOfTheWriter(a: ItalianAnalysis, copula: number, predicate: number): boolean {
  if (!italianLexicon().readings(a.tokens[predicate]!.lower).some((r) => r.analysis.number === 's')) return false;
  if (a.tokens[copula - 1]?.lower === 'mi') return true;
  const persons = italianLexicon().copula(a.tokens[copula]!.lower) ?? italianLexicon().cliticCopula(a.tokens[copula]!.lower, a.tokens[copula - 1]?.lower);
  const singular = (persons ?? []).filter((p) => p.endsWith('s'));
  return singular.length > 0 && singular.every((p) => p === '1s');
}

/**
 * The names an allow list or a genderfair-ignore comment can give a flagged word: the word and its lemma
 * (cittadini, cittadino; invitati, invitato), lower-cased.
 */
export function italianNames(word: string): string[] {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const names = new Set([lower]);
  const person = italianLexicon().person(lower);
  if (person) names.add(person.lemma);
  for (const r of italianLexicon().readings(lower)) {
    const lemma = r.paradigm?.pos === 'noun' ? undefined : r.paradigm?.cells.ms[0];
    if (lemma) names.add(lemma);
  }
  return [...names];
}

/** Diagnostics for an Italian text (offsets into `text`). */
export function italianDiagnostics(text: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const sentence of sentences(text)) {
    const a = analyseItalian(sentence.text);
    for (const f of findingsOf(a, sentence.start)) {
      const t = a.tokens[f.token]!;
      const start = sentence.start + t.start;
      const end = sentence.start + t.end;
      const suggestions = f.edits ? [{ style: 'neutral' as const, edits: f.edits, preview: previewOf(text, f.edits) }] : [];
      diagnostics.push({
        ruleId: f.rule,
        start,
        end,
        actual: text.slice(start, end),
        message: formatMessage(ruleMeta(f.rule)!.message, { word: t.text }),
        severity: ruleMeta(f.rule)!.severity,
        confidence: suggestions.length > 0 && !f.unsure ? 'high' : 'low',
        suggestions,
      });
    }
  }
  return diagnostics.sort((x, y) => x.start - y.start);
}
