/**
 * Direct speech in German prose: quoted clauses that someone said or wrote („…“, sagt Anna Roth; Anna Roth
 * sagte: „…“; „…“, so der Sprecher). A quotation is what someone said, so the checker reports what it finds
 * there but does not rewrite it. Scare quotes and quoted names and titles (der sogenannte „erfahrene“
 * Nutzer, die App „Mein Bürger“) are not direct speech: they are the writer's own words.
 *
 * Quotes are paired in one pass: an opening mark looks for its closing mark within its paragraph (a blank
 * line ends it) and within MAX_QUOTE characters; an opening mark without one is skipped. Marks inside a
 * quotation (nested quotes) belong to it. The search for each kind of closing mark only moves forward, so
 * the whole scan is linear in the text, however many marks are unbalanced.
 */
import type { Range } from '../documents/prose.js';
import { readList } from './curated.js';
import { analyseDeterminer } from './morphology.js';

/** The longest quotation considered (a long quoted paragraph of a news text is some 1000 characters). */
const MAX_QUOTE = 3000;

interface QuoteKind {
  /** Whether the mark at i opens a quotation of this kind. */
  opens(text: string, i: number): boolean;
  /** Closing marks of this kind (global regex; a match is the closing mark). */
  closer: RegExp;
}

const SPACE = /\s/;
const isSpace = (text: string, i: number): boolean => i < 0 || i >= text.length || SPACE.test(text[i]!);
/** What may stand right before an opening mark that is also used otherwise (" ' ’ ‘ “): a space, a bracket, a dash, a slash or a colon. */
const OPEN_BEFORE = /[\s([{/:–—-]/;
const opensAfterBoundary = (text: string, i: number): boolean =>
  (i === 0 || OPEN_BEFORE.test(text[i - 1]!)) && !isSpace(text, i + 1);
/** Clipped words after an apostrophe that are no quotation: 's, 'n, 'ne, 'nen, 'nem, 'ner, 'em, 'raus, 'rein, 'rum, 'runter, 'rauf. */
const CLITIC = /^(?:s|n|ne|nen|nem|ner|em|raus|rein|rum|runter|rauf)(?![\p{L}\p{N}])/u;

const KINDS: Readonly<Record<string, QuoteKind>> = {
  // German „…“ (also closed by ” as some fonts and keyboards write it)
  '„': { opens: (t, i) => !isSpace(t, i + 1), closer: /[“”]/g },
  // German ‚…‘
  '‚': { opens: opensAfterBoundary, closer: /‘|’(?![\p{L}\p{N}])/gu },
  // German »…« and Swiss/French «…»
  '»': { opens: (t, i) => !isSpace(t, i + 1), closer: /«/g },
  '«': { opens: (t, i) => !isSpace(t, i + 1), closer: /»/g },
  // single guillemets ›…‹ and ‹…›
  '›': { opens: (t, i) => !isSpace(t, i + 1), closer: /‹/g },
  '‹': { opens: (t, i) => !isSpace(t, i + 1), closer: /›/g },
  // English “…”
  '“': { opens: opensAfterBoundary, closer: /”/g },
  // typewriter "…": a closing mark follows a non-space
  '"': { opens: opensAfterBoundary, closer: /(?<=\S)"/g },
  // single '…', ‘…’ and ’…’: never an apostrophe inside or at the end of a word (geht's, Hans'), nor 's, 'n
  "'": { opens: opensSingle, closer: /(?<=\S)['’](?![\p{L}\p{N}])/gu },
  '‘': { opens: opensSingle, closer: /(?<=\S)’(?![\p{L}\p{N}])/gu },
  '’': { opens: opensSingle, closer: /(?<=\S)’(?![\p{L}\p{N}])/gu },
};

function opensSingle(text: string, i: number): boolean {
  return opensAfterBoundary(text, i) && /\p{L}/u.test(text[i + 1] ?? '') && !CLITIC.test(text.slice(i + 1, i + 8));
}

const OPENING_MARKS = new RegExp(`[${Object.keys(KINDS).join('')}]`, 'g');
const PARAGRAPH_BREAK = /\r?\n[ \t]*\r?\n/g;

/** The next match of a global regex at or after `from`, for positions that only grow: each search resumes where the last one ended. */
class ForwardSearch {
  private at = -1;
  private found = -1;
  constructor(
    private readonly text: string,
    private readonly re: RegExp,
  ) {}

  /** Index of the next match at or after `from`, or Infinity. */
  next(from: number): number {
    if (this.found === Infinity || (this.at !== -1 && this.at <= from && this.found >= from)) return this.found;
    this.re.lastIndex = from;
    const m = this.re.exec(this.text);
    this.at = from;
    this.found = m ? m.index : Infinity;
    return this.found;
  }
}

/** Ranges of direct speech in `text`, quotation marks included, in text order and not overlapping. */
export function directSpeech(text: string): Range[] {
  const out: Range[] = [];
  const closers = new Map<string, ForwardSearch>();
  const paragraphs = new Paragraphs(text);
  const marks = new RegExp(OPENING_MARKS.source, 'g');
  let previousEnd = 0;
  let m: RegExpExecArray | null;
  while ((m = marks.exec(text)) !== null) {
    const open = m.index;
    const kind = KINDS[m[0]]!;
    if (!kind.opens(text, open)) continue;
    let search = closers.get(m[0]);
    if (!search) closers.set(m[0], (search = new ForwardSearch(text, new RegExp(kind.closer.source, kind.closer.flags))));
    const close = search.next(open + 1);
    const paragraph = paragraphs.at(open);
    if (close >= paragraph.end || close - open > MAX_QUOTE) continue;
    const quote = { start: open, end: close + 1 };
    const from = Math.max(paragraph.start, previousEnd, open - CONTEXT);
    if (isDirectSpeech(text, quote, from, Math.min(paragraph.end, quote.end + CONTEXT))) out.push(quote);
    previousEnd = quote.end;
    marks.lastIndex = quote.end;
  }
  return out;
}

/** How far around a quotation its cues are looked for. */
const CONTEXT = 200;

/** The paragraph (text between blank lines) around a position, for positions that only grow. */
class Paragraphs {
  private readonly breaks = new RegExp(PARAGRAPH_BREAK.source, 'g');
  private start = 0;
  private next: RegExpExecArray | null;
  constructor(private readonly text: string) {
    this.next = this.breaks.exec(text);
  }

  at(position: number): Range {
    while (this.next && this.next.index + this.next[0].length <= position) {
      this.start = this.next.index + this.next[0].length;
      this.next = this.breaks.exec(this.text);
    }
    return { start: this.start, end: this.next ? this.next.index : this.text.length };
  }
}

/** The words of a stretch of text, as written. */
function words(s: string): string[] {
  return s.match(/[\p{L}\p{M}]+/gu) ?? [];
}

const SENTENCE_END = /[.!?…]$/;
/** Closing marks after the final punctuation of a quoted sentence („Er sagte: ‚Ja.‘“). */
const TRAILING_MARKS = /[\s“”"«»‘’'‹›]+$/;

/**
 * Whether the quotation [q.start, q.end) is direct speech, judged from the text around it within
 * [from, to) (its paragraph, after the previous quotation).
 */
function isDirectSpeech(text: string, q: Range, from: number, to: number): boolean {
  const inner = text.slice(q.start + 1, q.end - 1).replace(TRAILING_MARKS, '');
  const before = text.slice(from, q.start);
  const after = text.slice(q.end, to);
  const fullSentence = SENTENCE_END.test(inner);
  // Anna Roth sagte: „…“; Die Botschaft war klar: „Wir brauchen Lehrer.“ (not "Hinweis: „Mitarbeiter“ meint
  // hier alle" or "zur Wahl stehen: „Lehrer“, „Schüler“ …", where no one speaks and the sentence goes on)
  if (/:\s*$/.test(before)) {
    const lead = before.replace(/:\s*$/, '');
    if (fullSentence || /^\s*(?:$|[.!?…])/u.test(after) || hasSpeechVerb(lead.slice(clauseStart(lead)))) return true;
  }
  const clause = before.slice(clauseStart(before));
  const opensSentence = /^\s*$/.test(clause) && (/^\s*$/.test(before) || /[.!?…:][“”"»«‘’'‹›]*\s*$/.test(before));
  // …, sagte sie, „…“ / Anna Roth sagt, „…“
  if (/,\s*$/.test(clause) && hasSpeechVerb(clause)) return true;
  // Sie rief „Hilfe!“ (a whole sentence after a speech verb)
  if (fullSentence && words(clause).slice(-3).some((_, k, all) => speechVerbAt(all, k))) return true;
  // „…“, sagt Anna Roth / „…“, so der Sprecher / „Kommen die Lehrer?“ fragte sie
  const cue = /^\s*,\s*/.exec(after) ?? (opensSentence && /[?!]$/.test(inner) ? /^\s*/.exec(after) : null);
  if (cue) {
    const rest = after.slice(cue[0].length);
    const stop = rest.search(/[.!?;:„“"»«]/);
    const clauseAfter = words(stop === -1 ? rest : rest.slice(0, stop));
    if (speechCueAfter(clauseAfter)) return true;
  }
  // „Wir freuen uns auf die neuen Kollegen.“ standing as a sentence of its own
  return opensSentence && fullSentence && /^[\s„“"»«‚‘'(]*[\p{Lu}\p{N}…]/u.test(inner) && /^\s*(?:$|[\p{Lu}„“"»«‚‘'(–—-])/u.test(after);
}

const CLAUSE_BOUNDARY = /[.!?;:„“”"»«‚‘’'›‹]/;

/** Where the last clause of `before` starts: after its last sentence punctuation or quotation mark. */
function clauseStart(before: string): number {
  for (let k = before.length - 1; k >= 0; k--) if (CLAUSE_BOUNDARY.test(before[k]!)) return k + 1;
  return 0;
}

/** The clause after a closing quotation mark names a speaker: "sagt Anna Roth", "so der Sprecher", "wird Roth zitiert", "fügte sie hinzu". */
function speechCueAfter(w: readonly string[]): boolean {
  const first = w[0];
  if (first === undefined) return false;
  if (first === 'so') {
    const next = w[1] ?? '';
    return /^\p{Lu}/u.test(next) || analyseDeterminer(next).length > 0;
  }
  if (speechVerbAt(w, 0)) return true;
  // an auxiliary before the participle: "wird Roth zitiert", "hat die Sprecherin gesagt"
  return /^(wird|wurde|hat|hatte)$/.test(first) && [1, 2, 3, 4].some((k) => speechVerbAt(w, k));
}

interface SpeechForm {
  /** The words after the first one ("es" in "heißt es"). */
  more: readonly string[];
  /** The separable particle that must follow in the clause ("hinzu"). */
  particle?: string;
}

let forms: Map<string, SpeechForm[]> | undefined;

/** data/de/curated/speech-verbs.txt, by first word of each form. */
function speechForms(): Map<string, SpeechForm[]> {
  if (forms) return forms;
  forms = new Map();
  for (const line of readList('speech-verbs.txt')) {
    const [, list = '', particle] = line.split('\t');
    for (const form of list.split(' ')) {
      const [head, ...more] = form.split('+');
      const entry: SpeechForm = particle ? { more, particle } : { more };
      forms.set(head!, [...(forms.get(head!) ?? []), entry]);
    }
  }
  return forms;
}

function hasSpeechVerb(s: string): boolean {
  return words(s).some((_, k, all) => speechVerbAt(all, k));
}

/** Whether a form of a speech verb starts at w[k] (with its particle later in the same clause). */
function speechVerbAt(w: readonly string[], k: number): boolean {
  const candidates = speechForms().get(w[k] ?? '');
  if (!candidates) return false;
  return candidates.some(
    (f) => f.more.every((x, j) => w[k + 1 + j] === x) && (f.particle === undefined || w.slice(k + 1, k + 12).includes(f.particle)),
  );
}
