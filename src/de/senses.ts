/**
 * Non-person senses of person nouns (Zähler = meter, Leiter = conductor, Anhänger = trailer, Worker = a
 * program part), chosen by cue words in the sentence or in the noun's own first part. The table is data:
 * data/de/curated/senses.txt.
 */
import type { Token } from '../text/tokenize.js';
import { readDataFile } from './data-path.js';

interface Sense {
  label: string;
  cues: readonly string[];
}

let table: Map<string, Sense[]> | undefined;

function load(): Map<string, Sense[]> {
  if (table) return table;
  table = new Map();
  for (const line of readDataFile('de/curated/senses.txt').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [lemma, label, cues] = line.split('\t');
    if (!lemma || !label || !cues) continue;
    const list = table.get(lemma) ?? [];
    list.push({ label, cues: cues.trim().split(/\s+/) });
    table.set(lemma, list);
  }
  return table;
}

/**
 * The non-person sense of the person noun `lemma` (masculine lemma of the head) at tokens[i], with `prefix`
 * the first part of a compound ("Warmwasser" in "Warmwasserzähler"); undefined when no cue is there.
 */
export function nonPersonSense(lemma: string, prefix: string, tokens: readonly Token[], i: number, phraseStart = i): string | undefined {
  // the senses every person noun can have are cued by the verb it is the object of, right before the phrase
  // or as "zu" + infinitive right after the noun ("Baue einen Steinmetz", "zwei weitere Holzfäller zu errichten")
  for (const sense of load().get('*') ?? []) {
    const near = [tokens[phraseStart - 1], tokens[i + 1]?.text === 'zu' ? tokens[i + 2] : undefined];
    const t = near.find((t) => t !== undefined && sense.cues.includes('=' + t.text.toLowerCase()));
    if (t) return `${sense.label}: „${t.text}“`;
  }
  const senses = load().get(lemma);
  if (!senses) return undefined;
  const own = prefix.toLowerCase();
  for (const sense of senses) {
    for (const cue of sense.cues) {
      if (cue.startsWith('=')) {
        const word = cue.slice(1);
        const t = tokens.find((t, k) => k !== i && t.text.toLowerCase() === word);
        if (t) return `${sense.label}: „${t.text}“ im Satz`;
        continue;
      }
      if (own.includes(cue)) return `${sense.label}: „${cue}“ im Wort`;
      for (let k = 0; k < tokens.length; k++) {
        const t = tokens[k]!;
        if (k !== i && t.kind === 'word' && t.text.length >= cue.length && t.text.toLowerCase().includes(cue)) return `${sense.label}: „${t.text}“ im Satz`;
      }
    }
  }
  return undefined;
}
