/**
 * Suggestions of the German checker: the rewrite of the noun and of its determiner and adjectives in the
 * right case and number, in every style; which styles are returned and in which order; that edits apply
 * cleanly; and that fix() leaves nothing to flag where it rewrote. Tests compare whole sentences after
 * applying the edits, so a wrong offset shows up as a broken sentence.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_STYLES, DEFAULT_STYLES, check, fix } from '../src/index.js';
import type { CheckOptions, Diagnostic, Edit, Style, Suggestion } from '../src/index.js';
import { applyEdits } from '../src/text/edits.js';
import { dataPath, withData } from './helpers/data.js';

// ---------------------------------------------------------------------------------------------
// Helpers

/** The diagnostic whose span is `word` (first whole-word occurrence). */
function diagnosticOn(text: string, word: string, options?: CheckOptions): Diagnostic {
  const d = check(text, options).find((x) => x.actual === word);
  if (!d) throw new Error(`"${word}" is not flagged in "${text}"; flagged: ${JSON.stringify(check(text, options).map((x) => x.actual))}`);
  return d;
}

/** The best suggestion of `style` for `word`. */
function bestOf(text: string, word: string, style: Style): Suggestion {
  const s = diagnosticOn(text, word, { styles: [style] }).suggestions[0];
  if (!s) throw new Error(`no ${style} suggestion for "${word}" in "${text}"`);
  expect(s.style).toBe(style);
  return s;
}

/** The sentence with the best suggestion of `style` for `word` applied. */
function rewritten(text: string, word: string, style: Style): string {
  return applyEdits(text, bestOf(text, word, style).edits);
}

/** All sentences that some suggestion of `style` for `word` produces. */
function allRewrites(text: string, word: string, style: Style): string[] {
  return diagnosticOn(text, word, { styles: [style] }).suggestions.map((s) => applyEdits(text, s.edits));
}

/** The styles in the order of their first suggestion. */
function styleOrder(suggestions: readonly Suggestion[]): Style[] {
  const out: Style[] = [];
  for (const s of suggestions) if (!out.includes(s.style)) out.push(s.style);
  return out;
}

/** [start, end) of the whole region a suggestion touches in the input. */
function editRange(edits: readonly Edit[]): [number, number] {
  return [Math.min(...edits.map((e) => e.start)), Math.max(...edits.map((e) => e.end))];
}

/**
 * What fix() does (the best suggestion of each high-confidence warning, skipping overlapping ones), returning the
 * output and the ranges of the output that were rewritten.
 */
function fixWithRegions(text: string, options: CheckOptions): { output: string; regions: [number, number][] } {
  const edits: Edit[] = [];
  let lastEnd = -1;
  for (const d of check(text, options)) {
    if (d.severity !== 'warning' || d.confidence !== 'high') continue; // what fix() applies by default
    const best = d.suggestions[0];
    if (!best || best.edits[0]!.start < lastEnd) continue;
    edits.push(...best.edits);
    lastEnd = best.edits[best.edits.length - 1]!.end;
  }
  edits.sort((a, b) => a.start - b.start);
  const regions: [number, number][] = [];
  let delta = 0;
  for (const e of edits) {
    regions.push([e.start + delta, e.start + delta + e.text.length]);
    delta += e.text.length - (e.end - e.start);
  }
  return { output: applyEdits(text, edits), regions };
}

/** Warnings that check() still reports inside the places fix() rewrote. */
function warningsLeftAfterFix(text: string, styles: readonly Style[]): string[] {
  const { output, regions } = fixWithRegions(text, { styles });
  expect(output).toBe(fix(text, { styles }));
  return check(output, { styles, minSeverity: 'warning' })
    .filter((d) => regions.some(([s, t]) => d.start < t && s < d.end))
    .map((d) => d.actual);
}

// Real-world sentences used in several tests below.
const LEHRER_PL = 'Die Lehrer der Grundschule haben einen offenen Brief geschrieben.';
const LEHRERN_DAT = 'Der Förderverein dankt den Lehrern für ihr Engagement.';
const ENTWICKLER_ACC = 'Für unser Team suchen wir einen erfahrenen Entwickler in Vollzeit.';

// ---------------------------------------------------------------------------------------------
// Case and number, every style

describe('star and pair in the right case and number', () => {
  it('nominative plural: die Lehrer -> die Lehrer*innen', () => {
    expect(bestOf(LEHRER_PL, 'Lehrer', 'star').preview).toBe('Lehrer*innen');
    expect(rewritten(LEHRER_PL, 'Lehrer', 'star')).toBe('Die Lehrer*innen der Grundschule haben einen offenen Brief geschrieben.');
    expect(rewritten(LEHRER_PL, 'Lehrer', 'pair')).toBe('Die Lehrerinnen und Lehrer der Grundschule haben einen offenen Brief geschrieben.');
  });

  it('dative plural: den Lehrern -> den Lehrer*innen / den Lehrerinnen und Lehrern', () => {
    expect(rewritten(LEHRERN_DAT, 'Lehrern', 'star')).toBe('Der Förderverein dankt den Lehrer*innen für ihr Engagement.');
    expect(rewritten(LEHRERN_DAT, 'Lehrern', 'pair')).toBe('Der Förderverein dankt den Lehrerinnen und Lehrern für ihr Engagement.');
  });

  it('accusative singular with an adjective: einen erfahrenen Entwickler', () => {
    expect(bestOf(ENTWICKLER_ACC, 'Entwickler', 'star').preview).toBe('eine*n erfahrene*n Entwickler*in');
    expect(rewritten(ENTWICKLER_ACC, 'Entwickler', 'star')).toBe('Für unser Team suchen wir eine*n erfahrene*n Entwickler*in in Vollzeit.');
    expect(rewritten(ENTWICKLER_ACC, 'Entwickler', 'pair')).toBe(
      'Für unser Team suchen wir eine erfahrene Entwicklerin oder einen erfahrenen Entwickler in Vollzeit.',
    );
  });

  it('genitive singular: des Lehrers -> des*der Lehrer*in / der Lehrerin oder des Lehrers', () => {
    const text = 'Die Sprechzeiten des Lehrers hängen im Sekretariat aus.';
    expect(rewritten(text, 'Lehrers', 'star')).toBe('Die Sprechzeiten des*der Lehrer*in hängen im Sekretariat aus.');
    expect(rewritten(text, 'Lehrers', 'pair')).toBe('Die Sprechzeiten der Lehrerin oder des Lehrers hängen im Sekretariat aus.');
  });

  it('dative singular with an adjective: dem zuständigen Sachbearbeiter', () => {
    const text = 'Bitte vereinbaren Sie einen Termin mit dem zuständigen Sachbearbeiter.';
    expect(rewritten(text, 'Sachbearbeiter', 'star')).toBe('Bitte vereinbaren Sie einen Termin mit dem*der zuständigen Sachbearbeiter*in.');
    expect(rewritten(text, 'Sachbearbeiter', 'pair')).toBe(
      'Bitte vereinbaren Sie einen Termin mit der zuständigen Sachbearbeiterin oder dem zuständigen Sachbearbeiter.',
    );
  });

  // a genitive plural after a noun of quantity, although the verb "ist"/"hat" agrees with the head noun
  it('genitive plural after a noun of quantity: die Hälfte der Mitarbeiter -> der Mitarbeiter*innen', () => {
    const text = 'Die Hälfte der Mitarbeiter ist im Homeoffice.';
    expect(bestOf(text, 'Mitarbeiter', 'star').preview).toBe('Mitarbeiter*innen');
    expect(rewritten(text, 'Mitarbeiter', 'star')).toBe('Die Hälfte der Mitarbeiter*innen ist im Homeoffice.');
    expect(rewritten(text, 'Mitarbeiter', 'pair')).toBe('Die Hälfte der Mitarbeiterinnen und Mitarbeiter ist im Homeoffice.');
    expect(rewritten(text, 'Mitarbeiter', 'neutral')).toBe('Die Hälfte der Mitarbeitenden ist im Homeoffice.');
    expect(rewritten('Die Zahl der Teilnehmer ist begrenzt.', 'Teilnehmer', 'star')).toBe('Die Zahl der Teilnehmer*innen ist begrenzt.');
    expect(rewritten('Keiner der Teilnehmer hat abgesagt.', 'Teilnehmer', 'star')).toBe('Keiner der Teilnehmer*innen hat abgesagt.');
  });

  it('slash in the dative: dem zuständigen Kollegen -> dem/der zuständigen Kollegen/Kollegin, Ihrem Arzt -> Ihrem/Ihrer Arzt/Ärztin', () => {
    expect(rewritten('Sprechen Sie mit dem zuständigen Kollegen.', 'Kollegen', 'slash')).toBe(
      'Sprechen Sie mit dem/der zuständigen Kollegen/Kollegin.',
    );
    expect(bestOf('Sprechen Sie mit dem zuständigen Kollegen.', 'Kollegen', 'slash').preview).toBe('dem/der zuständigen Kollegen/Kollegin');
    expect(rewritten('Sprechen Sie mit Ihrem Arzt.', 'Arzt', 'slash')).toBe('Sprechen Sie mit Ihrem/Ihrer Arzt/Ärztin.');
  });

  it('a bare plural after "viele" stays plural in every style: Viele Lehrer', () => {
    const text = 'Viele Lehrer fühlen sich überlastet.';
    const suggestions = diagnosticOn(text, 'Lehrer', { styles: ALL_STYLES }).suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s.preview).not.toMatch(/Lehrer[*:_·]in(?!nen)|Lehrer\/-in(?!nen)|LehrerIn(?!nen)|\bLehrerin\b/);
      expect(s.preview).not.toMatch(/\b(Lehrkraft|Lehrperson|Lehrender)\b/);
    }
    expect(rewritten(text, 'Lehrer', 'star')).toBe('Viele Lehrer*innen fühlen sich überlastet.');
    expect(rewritten(text, 'Lehrer', 'pair')).toBe('Viele Lehrerinnen und Lehrer fühlen sich überlastet.');
    expect(allRewrites(text, 'Lehrer', 'star')).toEqual(['Viele Lehrer*innen fühlen sich überlastet.']);
    // a neutral rewrite that takes in "Viele" keeps its capital
    const neutral = diagnosticOn(text, 'Lehrer', { styles: ['neutral'] }).suggestions;
    expect(neutral.map((s) => s.preview)).toContain('Viele Lehrkräfte');
    expect(rewritten(text, 'Lehrer', 'neutral')).toBe('Viele Lehrkräfte fühlen sich überlastet.');
    for (const s of neutral) expect(applyEdits(text, s.edits)).toMatch(/^Viele /);
  });

  it('Der Leiter der Abteilung -> Der*die Leiter*in, and no plural "Leitungen" for the singular', () => {
    const text = 'Der Leiter der Abteilung kommt.';
    expect(bestOf(text, 'Leiter', 'star').preview).toBe('Der*die Leiter*in');
    expect(rewritten(text, 'Leiter', 'star')).toBe('Der*die Leiter*in der Abteilung kommt.');
    expect(rewritten(text, 'Leiter', 'pair')).toBe('Die Leiterin oder der Leiter der Abteilung kommt.');
    expect(rewritten(text, 'Leiter', 'neutral')).toBe('Die Leitung der Abteilung kommt.');
    const previews = diagnosticOn(text, 'Leiter', { styles: ALL_STYLES }).suggestions.map((s) => s.preview);
    expect(previews.some((p) => /Leitungen/.test(p))).toBe(false);
    expect(previews).not.toContain('Der Leitungen');
  });

  it('splits a contraction: vom Abonnenten -> von dem*der Abonnent*in (dev-119)', () => {
    const text = 'Wenn angehakt, wird der Tag vom Abonnenten entfernt, anstatt ihn hinzuzufügen.';
    expect(rewritten(text, 'Abonnenten', 'star')).toBe('Wenn angehakt, wird der Tag von dem*der Abonnent*in entfernt, anstatt ihn hinzuzufügen.');
    // the dev set's own rewrite is among the star suggestions
    expect(allRewrites(text, 'Abonnenten', 'star')).toContain('Wenn angehakt, wird der Tag von der Abonnent*in entfernt, anstatt ihn hinzuzufügen.');
  });

  it('keeps sentence-initial capitals: Jeder Teilnehmer -> Jede*r Teilnehmer*in', () => {
    const text = 'Jeder Teilnehmer erhält ein Zertifikat.';
    expect(rewritten(text, 'Teilnehmer', 'star')).toBe('Jede*r Teilnehmer*in erhält ein Zertifikat.');
    expect(rewritten(text, 'Teilnehmer', 'pair')).toBe('Jede Teilnehmerin oder jeder Teilnehmer erhält ein Zertifikat.');
  });

  it('rewrites nominalised adjectives: ein Angestellter, die Beamten', () => {
    const sg = 'Ein Angestellter des Bezirksamts hat den Antrag geprüft.';
    expect(rewritten(sg, 'Angestellter', 'star')).toBe('Ein*e Angestellte*r des Bezirksamts hat den Antrag geprüft.');
    expect(rewritten(sg, 'Angestellter', 'pair')).toBe('Eine Angestellte oder ein Angestellter des Bezirksamts hat den Antrag geprüft.');
    const pl = 'Die Beamten des Landes erhalten eine Besoldung nach Tarif.';
    expect(rewritten(pl, 'Beamten', 'star')).toBe('Die Beamt*innen des Landes erhalten eine Besoldung nach Tarif.');
    expect(rewritten(pl, 'Beamten', 'pair')).toBe('Die Beamtinnen und Beamten des Landes erhalten eine Besoldung nach Tarif.');
  });

  it('rewrites compounds through their head: Wikipedia-Nutzern, Sportlehrer', () => {
    expect(rewritten('Wir danken allen Wikipedia-Nutzern für ihre Spenden.', 'Wikipedia-Nutzern', 'star')).toBe(
      'Wir danken allen Wikipedia-Nutzer*innen für ihre Spenden.',
    );
    expect(rewritten('Die Sportlehrer der Schule organisieren das Sportfest.', 'Sportlehrer', 'pair')).toBe(
      'Die Sportlehrerinnen und Sportlehrer der Schule organisieren das Sportfest.',
    );
  });

  it('rewrites the person part of a compound (info): Teilnehmerzahl -> Teilnehmer*innenzahl', () => {
    expect(rewritten('Die Teilnehmerzahl ist auf 20 Personen begrenzt.', 'Teilnehmerzahl', 'star')).toBe(
      'Die Teilnehmer*innenzahl ist auf 20 Personen begrenzt.',
    );
  });
});

describe('the other abbreviated styles', () => {
  const cases: [Style, string, string][] = [
    ['colon', 'Lehrer:innen', 'eine:n erfahrene:n Entwickler:in'],
    ['underscore', 'Lehrer_innen', 'eine_n erfahrene_n Entwickler_in'],
    ['middot', 'Lehrer·innen', 'eine·n erfahrene·n Entwickler·in'],
    ['slash', 'Lehrer/-innen', 'eine/-n erfahrene/-n Entwickler/-in'],
    ['internal-i', 'LehrerInnen', 'eine/n erfahrene/n EntwicklerIn'],
  ];

  it.each(cases)('%s: plural %s, singular %s', (style, plural, singular) => {
    expect(rewritten(LEHRER_PL, 'Lehrer', style)).toBe(`Die ${plural} der Grundschule haben einen offenen Brief geschrieben.`);
    expect(rewritten(LEHRERN_DAT, 'Lehrern', style)).toBe(`Der Förderverein dankt den ${plural} für ihr Engagement.`);
    expect(rewritten(ENTWICKLER_ACC, 'Entwickler', style)).toBe(`Für unser Team suchen wir ${singular} in Vollzeit.`);
  });

  it.each([
    ['colon', 'Jede:r kann mitmachen.'],
    ['underscore', 'Jede_r kann mitmachen.'],
    ['middot', 'Jede·r kann mitmachen.'],
  ] as [Style, string][])('%s for the pronoun: %s', (style, expected) => {
    expect(rewritten('Jeder kann mitmachen.', 'Jeder', style)).toBe(expected);
  });
});

describe('neutral rewrites', () => {
  it('die Studenten -> die Studierenden', () => {
    expect(rewritten('Ab Oktober können sich die Studenten online zurückmelden.', 'Studenten', 'neutral')).toBe(
      'Ab Oktober können sich die Studierenden online zurückmelden.',
    );
  });

  it('den Mitarbeitern -> den Mitarbeitenden', () => {
    expect(rewritten('Der Vorstand dankt den Mitarbeitern für ihren Einsatz.', 'Mitarbeitern', 'neutral')).toBe(
      'Der Vorstand dankt den Mitarbeitenden für ihren Einsatz.',
    );
  });

  it('ein Lehrer -> eine Lehrkraft (the article follows the new gender)', () => {
    expect(rewritten('In der Klasse 7b fehlt heute ein Lehrer.', 'Lehrer', 'neutral')).toBe('In der Klasse 7b fehlt heute eine Lehrkraft.');
  });

  it('die Lehrer -> die Lehrkräfte, den Lehrern -> den Lehrkräften (among the neutral suggestions)', () => {
    expect(allRewrites(LEHRER_PL, 'Lehrer', 'neutral')).toContain('Die Lehrkräfte der Grundschule haben einen offenen Brief geschrieben.');
    expect(allRewrites(LEHRERN_DAT, 'Lehrern', 'neutral')).toContain('Der Förderverein dankt den Lehrkräften für ihr Engagement.');
  });

  it('Ihren Ansprechpartner -> Ihre Ansprechperson', () => {
    expect(rewritten('Bitte wenden Sie sich an Ihren Ansprechpartner.', 'Ansprechpartner', 'neutral')).toBe(
      'Bitte wenden Sie sich an Ihre Ansprechperson.',
    );
  });

  it('mit Experten -> mit Fachleuten (dative plural)', () => {
    const text = 'Wir sprechen mit Experten.';
    expect(bestOf(text, 'Experten', 'neutral').preview).toBe('Fachleuten');
    expect(rewritten(text, 'Experten', 'neutral')).toBe('Wir sprechen mit Fachleuten.');
    expect(fix(text, { styles: ['neutral'] })).toBe('Wir sprechen mit Fachleuten.');
  });

  it('after a dative preposition every neutral suggestion is a dative', () => {
    const previews = check('Wir sprechen mit Experten.', { styles: ['neutral'] })[0]!.suggestions.map((s) => s.preview);
    expect(previews).toContain('Fachleuten');
    expect(previews).not.toContain('Fachleute');
    expect(previews).not.toContain('Sachverständige');
  });

  it('Teilnehmer -> Teilnehmende (dev-set style neutral_participle)', () => {
    expect(rewritten('Die Teilnehmer erhalten eine Bestätigung per E-Mail.', 'Teilnehmer', 'neutral')).toBe(
      'Die Teilnehmenden erhalten eine Bestätigung per E-Mail.',
    );
  });
});

describe('pronouns', () => {
  it('Jeder kann -> Jede*r kann / Jede und jeder kann', () => {
    expect(rewritten('Jeder kann mitmachen.', 'Jeder', 'star')).toBe('Jede*r kann mitmachen.');
    expect(rewritten('Jeder kann mitmachen.', 'Jeder', 'pair')).toBe('Jede und jeder kann mitmachen.');
  });

  it('keiner -> keine*r, and niemand among the neutral suggestions', () => {
    const text = 'Am Ende wollte es keiner gewesen sein.';
    expect(rewritten(text, 'keiner', 'star')).toBe('Am Ende wollte es keine*r gewesen sein.');
    expect(allRewrites(text, 'keiner', 'neutral')).toContain('Am Ende wollte es niemand gewesen sein.');
  });
});

// ---------------------------------------------------------------------------------------------
// Styles: which and in which order

describe('returns only the requested styles, ordered by the user preference', () => {
  const sentences = [LEHRER_PL, LEHRERN_DAT, ENTWICKLER_ACC, 'Jeder kann mitmachen.', 'Ein Angestellter des Bezirksamts hat den Antrag geprüft.'];
  const preferences: Style[][] = [
    ['star'],
    ['pair'],
    ['neutral', 'star'],
    ['pair', 'colon'],
    ['internal-i', 'slash', 'pair'],
    [...ALL_STYLES].reverse(),
  ];

  it.each(preferences.map((p) => [p.join(', '), p] as const))('styles: %s', (_name, styles) => {
    for (const text of sentences) {
      for (const d of check(text, { styles })) {
        expect(d.suggestions.length).toBeGreaterThan(0);
        for (const s of d.suggestions) expect(styles).toContain(s.style);
        // the first suggestion of each style comes in the order of preference, best style first
        const order = styleOrder(d.suggestions);
        expect(order).toEqual(styles.filter((s) => order.includes(s)));
        expect(d.suggestions[0]!.style).toBe(order[0]);
      }
    }
  });

  it('offers every style for a plain plural noun, in the order asked for', () => {
    const styles = [...ALL_STYLES].reverse();
    expect(styleOrder(diagnosticOn(LEHRER_PL, 'Lehrer', { styles }).suggestions)).toEqual(styles);
  });

  it('uses the default styles star, pair, neutral', () => {
    expect(DEFAULT_STYLES).toEqual(['star', 'pair', 'neutral']);
    expect(styleOrder(diagnosticOn(LEHRER_PL, 'Lehrer').suggestions)).toEqual(['star', 'pair', 'neutral']);
  });

  it('rejects an unknown style', () => {
    expect(() => check(LEHRER_PL, { styles: ['gendersternchen' as Style] })).toThrow(/unknown style/);
  });
});

// ---------------------------------------------------------------------------------------------
// Edits apply cleanly

describe('suggestions apply cleanly', () => {
  const sentences = [
    LEHRER_PL,
    LEHRERN_DAT,
    ENTWICKLER_ACC,
    'Die Sprechzeiten des Lehrers hängen im Sekretariat aus.',
    'Bitte vereinbaren Sie einen Termin mit dem zuständigen Sachbearbeiter.',
    'Wenn angehakt, wird der Tag vom Abonnenten entfernt, anstatt ihn hinzuzufügen.',
    'Bei uns erhält jeder Mitarbeiter einen eigenen Laptop.',
    'Der Arbeitgeber ist verpflichtet, den Arbeitnehmer rechtzeitig zu informieren.',
    'Von jedem, der an dem Kurs teilnimmt, wird Pünktlichkeit erwartet.',
    'Die Teilnehmerzahl ist begrenzt, deshalb müssen sich alle Teilnehmer vorher anmelden.',
    'Liebe Kunden,\r\nunser Geschäft bleibt am Montag geschlossen.\nIhr Team',
  ];

  it.each(sentences)('%s', (text) => {
    const ds = check(text, { styles: ALL_STYLES });
    expect(ds.length).toBeGreaterThan(0);
    for (const d of ds) {
      for (const s of d.suggestions) {
        const [start, end] = editRange(s.edits);
        // the edits cover the flagged word and are sorted and disjoint
        expect(start).toBeLessThanOrEqual(d.start);
        expect(end).toBeGreaterThanOrEqual(d.end);
        for (let k = 1; k < s.edits.length; k++) expect(s.edits[k]!.start).toBeGreaterThanOrEqual(s.edits[k - 1]!.end);
        const out = applyEdits(text, s.edits);
        // nothing outside the edited region changes, and the preview is what the region now reads
        expect(out.slice(0, start)).toBe(text.slice(0, start));
        expect(out.slice(out.length - (text.length - end))).toBe(text.slice(end));
        expect(out.slice(start, out.length - (text.length - end))).toBe(s.preview);
        expect(s.preview).not.toBe(text.slice(start, end));
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// fix() and check(fix(x))

describe('fix', () => {
  it('applies the best suggestion of every diagnostic', () => {
    expect(fix('Der Arbeitgeber ist verpflichtet, den Arbeitnehmer rechtzeitig zu informieren.', { styles: ['star'] })).toBe(
      'Der*die Arbeitgeber*in ist verpflichtet, den*die Arbeitnehmer*in rechtzeitig zu informieren.',
    );
    expect(fix('Jeder kann mitmachen, auch ohne Vorkenntnisse.', { styles: ['pair'] })).toBe('Jede und jeder kann mitmachen, auch ohne Vorkenntnisse.');
    expect(fix('Der Vorstand dankt den Mitarbeitern für ihren Einsatz.', { styles: ['neutral'] })).toBe(
      'Der Vorstand dankt den Mitarbeitenden für ihren Einsatz.',
    );
  });

  it('leaves text without findings unchanged', () => {
    const text = 'Die Lehrer*innen und die Schülerinnen und Schüler der Klasse 5 fahren ins Schullandheim.';
    expect(fix(text)).toBe(text);
  });

  const realSentences = [
    // dev set (exclusive versions) and real-world phrasing
    'Dass Mitarbeiter sich für Open Data und Programmieren interessieren, sei aber eher ein glücklicher Zufall, meint Tobias.',
    'Jedes der vier Teams hat jetzt einen Betreuer aus dem Team von Code for Hamburg und ist dazu eingeladen, die Treffen des Labs zu besuchen.',
    'Nach der Wahl wird daher ein Fragenkatalog veröffentlicht und dem gewählten Bürgermeister überreicht.',
    'Für die Daten auf Wahlbezirksebene aus den einzelnen Wahllokalen sind die Kreiswahlleiter zuständig.',
    'Wenn angehakt, wird der Tag vom Abonnenten entfernt, anstatt ihn hinzuzufügen.',
    'Für unser Team suchen wir einen erfahrenen Entwickler in Vollzeit.',
    'Der Arbeitgeber ist verpflichtet, den Arbeitnehmer rechtzeitig zu informieren.',
    'Ein Angestellter des Bezirksamts hat den Antrag geprüft.',
    'Jeder kann mitmachen.',
    'Bitte wenden Sie sich an Ihren Ansprechpartner.',
    // formerly flagged again after the fix: adjectival and compound pairs, -aner nouns, "mit Fachleute"
    'Als „Pensionen“ gelten jene Bezüge, welche Beamte im Ruhestand erhalten.', // dev-049
    'Auf der Wikimedia Conference 2018, ausgerichtet von Wikimedia Deutschland, diskutierten Wikimedianer die Notwendigkeiten das Wikimedia-Netzwerk zu verändern, um die Ziele für 2030 zu erreichen.', // dev-177
    'Egal ob du Forscher, Tüftler, Datenjournalist oder IoT-Neuling bist: du kannst aktiver Teil der Plattform werden!', // dev-192
    'Hier setzt unser Vorhaben an: Mit der Vernetzung von Experten aus verschiedenen Bereichen kann in der Zusammenarbeit etwas Neues entstehen.', // dev-016
    'Die Hälfte der Mitarbeiter ist im Homeoffice.',
    'Sprechen Sie mit dem zuständigen Kollegen.',
    'Wir danken dem Angestellten für die Hilfe.',
  ];
  const styleSets: Style[][] = [['star'], ['colon'], ['internal-i'], ['slash'], ['pair'], ['neutral'], [...DEFAULT_STYLES]];

  /** Reported checker defects (sentence and style), left out here and listed as todo below. */
  const knownDefects = new Set<string>();

  it.each(styleSets.map((s) => [s.join(', '), s] as const))('check(fix(x)) has no warning at the rewritten places (%s)', (_name, styles) => {
    for (const text of realSentences) {
      if (knownDefects.has(`${styles.join(', ')}: ${text}`)) continue;
      expect({ text, left: warningsLeftAfterFix(text, styles) }).toEqual({ text, left: [] });
    }
  });

  it('rewrites adjectival, compound and -aner pairs so that they are not flagged again', () => {
    const cases: [string, Style, string][] = [
      ['Ein Angestellter des Bezirksamts hat den Antrag geprüft.', 'pair', 'Eine Angestellte oder ein Angestellter des Bezirksamts hat den Antrag geprüft.'],
      ['Als „Pensionen“ gelten jene Bezüge, welche Beamte im Ruhestand erhalten.', 'pair', 'Als „Pensionen“ gelten jene Bezüge, welche Beamtinnen und Beamte im Ruhestand erhalten.'],
      ['Als „Pensionen“ gelten jene Bezüge, welche Beamte im Ruhestand erhalten.', 'slash', 'Als „Pensionen“ gelten jene Bezüge, welche Beamte/Beamtinnen im Ruhestand erhalten.'],
      ['Egal ob du Datenjournalist bist.', 'pair', 'Egal ob du Datenjournalistin oder Datenjournalist bist.'],
      ['Dort diskutierten Wikimedianer die Ziele.', 'pair', 'Dort diskutierten Wikimedianerinnen und Wikimedianer die Ziele.'],
    ];
    for (const [text, style, expected] of cases) {
      const out = fix(text, { styles: [style] });
      expect(out).toBe(expected);
      expect(check(out, { styles: [style] })).toEqual([]);
    }
  });

  it('the dative pair of an adjectival noun, with equal forms, is not flagged again', () => {
    const once = fix('Wir danken dem Angestellten für die Hilfe.', { styles: ['pair'] });
    expect(once).toBe('Wir danken der Angestellten oder dem Angestellten für die Hilfe.');
    expect(check(once, { styles: ['pair'] })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The dev set: star rewrites of every positive leave nothing to flag

const DEV = dataPath('GENDERFAIR_DE_INCLUSIVE');

describe.skipIf(!DEV)(withData('de-inclusive dev set', 'GENDERFAIR_DE_INCLUSIVE', DEV), () => {
  const positives = DEV
    ? readFileSync(DEV, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as { id: string; exclusive: string; exclusive_spans: unknown[] })
        .filter((e) => e.exclusive_spans.length > 0)
    : [];

  it.each([['star'], ['colon'], ['underscore'], ['middot'], ['internal-i']] as Style[][])(
    'check(fix(x)) with style %s has no warning at a rewritten place in any positive',
    (style) => {
      const left = positives.map((e) => ({ id: e.id, left: warningsLeftAfterFix(e.exclusive, [style]) })).filter((r) => r.left.length > 0);
      expect(left).toEqual([]);
    },
  );
});
