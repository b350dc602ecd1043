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
const PAST_EXTRA = new Set(['ließ', 'ließen', 'hieß', 'hießen', 'stieß', 'stießen', 'schloss', 'schlossen', 'genoss', 'genossen', 'beschloss', 'beschlossen', 'aß', 'aßen', 'saß', 'saßen', 'vergaß', 'vergaßen', 'maß', 'fraß']);
/**
 * A finite verb in the simple past ("war", "kam", "bat", "zuckte", "blickten"): the mark of a narrated
 * event. Read from the dictionary's third-person pairs: in a past pair the plural is the singular + (e)n,
 * in a present pair it is the infinitive form (kam/kamen, lernte/lernten; but kommt/kommen). Looked up in
 * the sorted pairs, with no index of its own (a set of every past form would hold megabytes for the GC).
 */
export function isPastTense(word: string): boolean {
  const lower = word.toLowerCase();
  const form = isPastForm(word) ? word : lower !== word && isPastForm(lower) ? lower : undefined;
  return form !== undefined && !SUBJUNCTIVE.has(form);
}

/** isPastForm's answers: words repeat, and each answer costs three binary searches. Bounded: cleared when full. */
const pastForms = new Map<string, boolean>();
const PAST_FORMS_LIMIT = 20_000;

function isPastForm(w: string): boolean {
  if (PAST_EXTRA.has(w)) return true;
  const known = pastForms.get(w);
  if (known !== undefined) return known;
  // w as the plural of a past pair (kamen <- kam), or as its singular (kam -> kamen, lernte -> lernten)
  const past =
    pastPair(w, (singular) => w === singular + 'en' || w === singular + 'n') || pastPair(w + 'en', (singular) => singular === w) || pastPair(w + 'n', (singular) => singular === w);
  if (pastForms.size >= PAST_FORMS_LIMIT) pastForms.clear();
  pastForms.set(w, past);
  return past;
}

/** Whether a pair whose plural (first of its variants) is `plural` is a past pair with a singular that passes `test`. */
function pastPair(plural: string, test: (singular: string) => boolean): boolean {
  const list = load();
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.slice(0, list[mid]!.indexOf(' ')) < plural) lo = mid + 1;
    else hi = mid;
  }
  // entries of one plural stand together: "absahen,hin" sorts right after "absahen"
  for (let k = lo; k < list.length; k++) {
    const entry = list[k]!;
    const space = entry.indexOf(' ');
    const key = entry.slice(0, space);
    if (key !== plural && !key.startsWith(plural + ',')) break;
    const singular = entry.slice(space + 1).split(',')[0]!;
    if (PRESENT_WITHOUT_T.has(singular)) continue;
    if ((plural === singular + 'en' || plural === singular + 'n') && test(singular)) return true;
  }
  return false;
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
