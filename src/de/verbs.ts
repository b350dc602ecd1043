/** Verb number: the singular of a third-person plural verb form (data/de/verb-number.json, loaded on first use). */
import { readDataFile } from './data-path.js';

let raw: string | undefined;
let pairs: string[] | undefined;

function loadRaw(): string {
  raw ??= (JSON.parse(readDataFile('de/verb-number.json')) as { pairs: string }).pairs;
  return raw;
}

function load(): string[] {
  pairs ??= loadRaw().split('\n');
  return pairs;
}

/**
 * The regular present tense for verbs the dictionary lacks, used only where the position leaves no doubt
 * that the word is a finite verb (the end of a relative clause): "unterrichten" <-> "unterrichtet".
 */
export function regularSingular(pluralVerb: string): string | undefined {
  if (!/^[a-zäöü]{3,}en$/.test(pluralVerb)) return undefined;
  const stem = pluralVerb.slice(0, -2);
  return /[td]$|[^aeiouäöülrh][mn]$/.test(stem) ? `${stem}et` : `${stem}t`;
}

export function regularPlural(singularVerb: string): string | undefined {
  const m = /^([a-zäöü]{3,}?)(et|t)$/.exec(singularVerb);
  if (!m) return undefined;
  return `${m[1]}en`;
}

/** "kommen" -> "kommt", "sind" -> "ist", "kamen" -> "kam"; undefined when the form is unknown. */
export function singularOf(pluralVerb: string): string | undefined {
  const list = load();
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const entry = list[mid]!;
    const space = entry.indexOf(' ');
    const key = entry.slice(0, space);
    if (key === pluralVerb) return entry.slice(space + 1);
    if (key < pluralVerb) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

let plurals: Map<string, string> | undefined;

/**
 * "hat" -> "haben", "kommt" -> "kommen": the reverse of singularOf (the first plural listed wins). The
 * index is built on the first call, not at start-up: most texts never need it.
 */
export function pluralOf(singularVerb: string): string | undefined {
  if (!plurals) {
    plurals = new Map();
    for (const entry of load()) {
      const space = entry.indexOf(' ');
      const singular = entry.slice(space + 1);
      if (!plurals.has(singular)) plurals.set(singular, entry.slice(0, space));
    }
  }
  return plurals.get(singularVerb);
}

/** Present-tense finite forms that do not end in -t (the test below would take them for a past tense). */
const PRESENT_WITHOUT_T = new Set(['ist', 'wird', 'kann', 'muss', 'muß', 'will', 'darf', 'soll', 'mag', 'weiß', 'weiss', 'sei']);
/** Frequent strong past forms with ß that the dictionary lists only in another spelling. */
const PAST_EXTRA = ['ließ', 'ließen', 'hieß', 'hießen', 'stieß', 'stießen', 'schloss', 'schlossen', 'genoss', 'genossen', 'beschloss', 'beschlossen', 'aß', 'aßen', 'saß', 'saßen', 'vergaß', 'vergaßen', 'maß', 'fraß'];
let past: Set<string> | undefined;

/**
 * A finite verb in the simple past ("war", "kam", "bat", "zuckte", "blickten"): the mark of a narrated
 * event. Built on first use from the dictionary's third-person pairs: in a past pair the plural is the
 * singular + (e)n, in a present pair it is the infinitive form.
 */
export function isPastTense(word: string): boolean {
  if (!past) {
    past = new Set(PAST_EXTRA);
    for (const entry of load()) {
      const space = entry.indexOf(' ');
      const plural = entry.slice(0, space).split(',')[0]!;
      const singular = entry.slice(space + 1).split(',')[0]!;
      if (PRESENT_WITHOUT_T.has(singular)) continue;
      // the past plural is the singular + (e)n: kam/kamen, bat/baten, hielt/hielten, lernte/lernten
      // (present pairs are infinitive-like: kommt/kommen, bittet/bitten)
      if (plural === singular + 'en' || plural === singular + 'n') {
        past.add(singular);
        past.add(plural);
      }
    }
  }
  const lower = past.has(word) ? word : word.toLowerCase();
  return past.has(lower) && !SUBJUNCTIVE.has(lower);
}
/** Subjunctive forms that look like past forms but tell no past event ("wäre das nicht möglich gewesen"). */
const SUBJUNCTIVE = new Set(['wäre', 'wären', 'hätte', 'hätten', 'würde', 'würden', 'könnte', 'könnten', 'müsste', 'müssten', 'dürfte', 'dürften', 'möchte', 'möchten', 'sollte', 'sollten']);

/** First- and second-person present forms that the third-person pairs do not list. */
const PRESENT_OTHER = new Set(['bin', 'bist', 'habe', 'hast', 'sind', 'seid', 'kannst', 'musst', 'willst', 'darfst', 'sollst', 'weißt', 'wirst', 'werde']);

/**
 * A finite verb in the present ("ist", "kommt", "gibt", "kann"): a singular present form of the dictionary's
 * third-person pairs that is not also a past form. Plural forms are left out: they look like infinitives.
 */
export function isPresentTense(word: string): boolean {
  const lower = word.toLowerCase();
  if (PRESENT_OTHER.has(lower) || PRESENT_WITHOUT_T.has(lower)) return true;
  if (isPastTense(lower) || !/t$/.test(lower)) return false;
  return pluralOf(lower) !== undefined;
}
