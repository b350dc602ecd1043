/** Verb number: the singular of a third-person plural verb form (data/de/verb-number.json, loaded on first use). */
import { readDataFile } from './data-path.js';

let pairs: string[] | undefined;

function load(): string[] {
  pairs ??= (JSON.parse(readDataFile('de/verb-number.json')) as { pairs: string }).pairs.split('\n');
  return pairs;
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
