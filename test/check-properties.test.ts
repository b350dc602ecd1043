/**
 * Property tests of check() and fix() with fast-check. Inputs are built from a pool of real German words
 * (person nouns in many forms, determiners, adjectives, verbs, names, organisation markers), gender
 * notations, punctuation, white space of every kind (\n, \r\n, no-break space, U+2028), emoji and random
 * Unicode, so that the detector, its filters and the suggestion builder all run on odd neighbours.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_STYLES, check, fix } from '../src/index.js';
import type { CheckOptions, Diagnostic, Edit, Severity, Style } from '../src/index.js';
import { applyEdits } from '../src/text/edits.js';

// ---------------------------------------------------------------------------------------------
// Word pools

const PERSON_NOUNS = [
  'Lehrer', 'Lehrern', 'Lehrers', 'Lehrerin', 'Lehrerinnen', 'Entwickler', 'Entwicklern', 'Mitarbeiter', 'Mitarbeitern',
  'Kollege', 'Kollegen', 'Kunde', 'Kunden', 'Bürger', 'Bürgern', 'Student', 'Studenten', 'Teilnehmer', 'Bewerber',
  'Sportlehrer', 'Fleischereifachverkäufer', 'Wikipedia-Nutzern', 'Kita-Leiter', 'Bürgermeister', 'Ansprechpartner',
  'Arzt', 'Ärzte', 'Experten', 'Kaufmann', 'Abonnenten', 'Sachbearbeiter', 'Arbeitnehmer', 'Leiter', 'Berliner',
  // compounds with a person part first, nominalised adjectives, epicene, feminine and male-specific nouns
  'Teilnehmerzahl', 'Nutzerverhalten', 'Mitarbeiterseite', 'Entwickler-Team', 'Angestellter', 'Angestellten',
  'Beamte', 'Beamten', 'Studierenden', 'Person', 'Mitglied', 'Gast', 'Mensch', 'Vater', 'König',
];
const FUNCTION_WORDS = [
  'der', 'die', 'das', 'den', 'dem', 'des', 'Der', 'Die', 'ein', 'eine', 'einen', 'einem', 'einer', 'Ein', 'jeder',
  'jede', 'jedem', 'jeden', 'Jeder', 'keiner', 'keinen', 'Keiner', 'unser', 'unsere', 'Ihr', 'Ihren', 'mein',
  'vom', 'zum', 'beim', 'im', 'alle', 'allen', 'von', 'mit', 'für', 'als', 'und', 'oder', 'bzw.', 'sowie', 'wie',
  'er', 'Er', 'ich', 'ist', 'sind', 'war', 'kann', 'hat', 'erhält', 'arbeitet', 'kommt', 'nicht', 'heute',
];
const ADJECTIVES = ['neue', 'neuen', 'neuer', 'erfahrenen', 'erfahrene', 'zuständigen', 'lieben', 'Liebe', 'Sehr', 'geehrte', 'damaliger', 'gewählten', 'Deutscher'];
const OTHER_NOUNS = ['Herr', 'Herrn', 'Schmidt', 'Olaf', 'Scholz', 'Drucker', 'Server', 'Bürgersteig', 'Fußgängerzone', 'Hinsicht', 'Verband', 'Ingenieure', 'e. V.', 'GmbH', 'Grenzen', 'ohne', 'Kiefer', 'Team'];
const NOTATIONS = [
  'Lehrer*innen', 'Lehrer:innen', 'Lehrer_innen', 'Lehrer·innen', 'Lehrer/-innen', 'LehrerInnen', 'Lehrer(innen)',
  'Kolleg*in', 'Kolleg*innen', 'jede*r', 'Jede:r', 'eine*n', 'ein:e', 'Bürger*innen', 'Mitarbeitende', '-kollegen',
  'Kolleginnen', 'Lehrer/in', 'Nutzer:Innen', '(m/w/d)',
];
const PUNCTUATION = ['.', ',', '!', '?', ';', ':', '„', '“', '"', "'", '(', ')', '–', '-', '/', '*', '…', '»', '«', '&', '§', '3', '2024', '10.'];
/** White space between words; the plain space three times so that it is the most common. */
const SPACES = [' ', ' ', ' ', '  ', '\n', '\r\n', '\t', '\u00a0', '\u2028', '\u202f', '\n\n', ''];
const EMOJI = ['😀', '👩‍🏫', '🇩🇪', '🧑🏽‍💻', '❤️', '\u200d', '\u00ad'];

/** Random Unicode: any code point, lone surrogate halves, or combining marks. */
const randomUnicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u0301', '\u0308', 'e\u0301', 'A\u030a', 'ß', 'ẞ', 'İ', 'ſ', '\ufeff', '\u0000'),
);

const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PERSON_NOUNS) },
  { weight: 6, arbitrary: fc.constantFrom(...FUNCTION_WORDS) },
  { weight: 2, arbitrary: fc.constantFrom(...ADJECTIVES) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_NOUNS) },
  { weight: 2, arbitrary: fc.constantFrom(...NOTATIONS) },
  { weight: 3, arbitrary: fc.constantFrom(...PUNCTUATION) },
  { weight: 1, arbitrary: fc.constantFrom(...EMOJI) },
  { weight: 1, arbitrary: randomUnicode },
);

/** Words joined by random white space (or none, so that words and punctuation run together). */
const germanText = fc
  .array(fc.tuple(word, fc.constantFrom(...SPACES)), { maxLength: 40 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

/** Text made only of inclusive notations, neutral words and glue: nothing in it is a generic masculine. */
const INCLUSIVE_PHRASES = [
  'die Lehrer*innen', 'die Lehrer:innen', 'die Lehrer_innen', 'die Lehrer·innen', 'die Lehrer/-innen', 'die LehrerInnen',
  'die Lehrer(innen)', 'den Kolleg*innen', 'alle Mitarbeitenden', 'jede*r Teilnehmer*in', 'Jede:r', 'ein*e Ärzt*in',
  'eine:n Entwickler:in', 'Liebe Bürger_innen', 'unsere Nutzer·innen', 'die Studierenden', 'Personen', 'jedes Mitglied',
  'das Team', 'Lehrerinnen und Lehrer', 'Kolleginnen und Kollegen', 'die Schülerinnen und Schüler', 'Expert*innen',
  'Besucher:innen', 'Bewerber*innen', 'Autor:innen',
];
const GLUE = ['und', 'oder', 'mit', 'für', 'sind da', 'kommen morgen', 'helfen gern', '.', ',', '!', '?', '–', '😀'];
const inclusiveText = fc
  .array(fc.tuple(fc.constantFrom(...INCLUSIVE_PHRASES, ...GLUE), fc.constantFrom(' ', '\n', '\r\n', '\u00a0', ', ')), {
    minLength: 1,
    maxLength: 25,
  })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

const options: fc.Arbitrary<CheckOptions> = fc.record(
  {
    styles: fc.subarray([...ALL_STYLES]).chain((s) => fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length })),
    minSeverity: fc.constantFrom<Severity>('info', 'warning'),
    allow: fc.subarray(['Lehrer', 'mitarbeiter', 'Jeder', 'Angestellter']),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------
// Invariants

/** Every contract of Diagnostic, Suggestion and Edit that holds for any input. */
function assertWellFormed(text: string, ds: readonly Diagnostic[], styles: readonly Style[] | undefined): void {
  let previousStart = -1;
  for (const d of ds) {
    expect(d.actual).toBe(text.slice(d.start, d.end));
    expect(Number.isInteger(d.start) && Number.isInteger(d.end)).toBe(true);
    expect(0 <= d.start && d.start < d.end && d.end <= text.length).toBe(true);
    expect(d.start).toBeGreaterThanOrEqual(previousStart); // in text order
    previousStart = d.start;
    expect(['warning', 'info']).toContain(d.severity);
    expect(d.ruleId).toMatch(/^de\//);
    expect(d.message.length).toBeGreaterThan(0);
    for (const s of d.suggestions) {
      if (styles && styles.length > 0) expect(styles).toContain(s.style);
      expect(s.edits.length).toBeGreaterThan(0);
      let previousEnd = 0;
      for (const e of s.edits) {
        expect(0 <= e.start && e.start <= e.end && e.end <= text.length).toBe(true);
        expect(e.start).toBeGreaterThanOrEqual(previousEnd); // sorted, no overlap
        previousEnd = e.end;
      }
      const start = s.edits[0]!.start;
      const end = Math.max(...s.edits.map((e) => e.end));
      const out = applyEdits(text, s.edits);
      const tail = text.length - end;
      expect(out.slice(0, start)).toBe(text.slice(0, start));
      expect(out.slice(out.length - tail)).toBe(text.slice(end));
      expect(out.slice(start, out.length - tail)).toBe(s.preview);
    }
  }
}

describe('check() on random text built from German words', () => {
  it('returns well-formed diagnostics, suggestions and edits', () => {
    fc.assert(
      fc.property(germanText, options, (text, opts) => {
        assertWellFormed(text, check(text, opts), opts.styles);
      }),
      { numRuns: 400 },
    );
  });

  it('respects minSeverity and allow', () => {
    fc.assert(
      fc.property(germanText, (text) => {
        const all = check(text);
        const warnings = check(text, { minSeverity: 'warning' });
        expect(warnings).toEqual(all.filter((d) => d.severity === 'warning'));
        const allowed = check(text, { allow: ['Lehrer'] });
        expect(allowed.every((d) => !/^lehrer$/i.test(d.actual))).toBe(true);
        expect(allowed.length).toBeLessThanOrEqual(all.length);
      }),
      { numRuns: 200 },
    );
  });

  it('fix() applies the best suggestion of each high-confidence warning (each diagnostic with all), skipping ones that overlap an applied one', () => {
    fc.assert(
      fc.property(germanText, options, fc.boolean(), (text, opts, all) => {
        const edits: Edit[] = [];
        let lastEnd = -1;
        for (const d of check(text, opts)) {
          if (!all && (d.severity !== 'warning' || d.confidence !== 'high')) continue;
          const best = d.suggestions[0];
          if (!best || best.edits[0]!.start < lastEnd) continue;
          edits.push(...best.edits);
          lastEnd = best.edits[best.edits.length - 1]!.end;
        }
        expect(fix(text, { ...opts, all })).toBe(applyEdits(text, edits));
      }),
      { numRuns: 200 },
    );
  });
});

describe('text written entirely in inclusive notations', () => {
  it('yields no diagnostic', () => {
    fc.assert(
      fc.property(inclusiveText, (text) => {
        expect(check(text).map((d) => d.actual)).toEqual([]);
        expect(fix(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('random Unicode', () => {
  it('never makes check() or fix() throw', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), options, (text, opts) => {
        assertWellFormed(text, check(text, opts), opts.styles);
        expect(typeof fix(text, opts)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on lone surrogates and German words mixed with random code points', () => {
    const mixed = fc
      .array(fc.oneof(word, randomUnicode, fc.constantFrom(...SPACES)), { maxLength: 60 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(mixed, (text) => {
        assertWellFormed(text, check(text, { styles: ALL_STYLES }), ALL_STYLES);
        expect(typeof fix(text)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('rejects non-strings and unknown options with an error, not a crash', () => {
    expect(() => check(undefined as unknown as string)).toThrow(TypeError);
    expect(() => check('Die Lehrer kommen.', { lang: 'en' as 'de' })).toThrow(/unsupported language/);
  });
});

/** Shifts every offset of diagnostics found in a text that was prefixed by `delta` characters. */
function shifted(ds: readonly Diagnostic[], delta: number): Diagnostic[] {
  return ds.map((d) => ({
    ...d,
    start: d.start + delta,
    end: d.end + delta,
    suggestions: d.suggestions.map((s) => ({ ...s, edits: s.edits.map((e) => ({ ...e, start: e.start + delta, end: e.end + delta })) })),
  }));
}

/** Real sentences (job ads, letters, public-sector pages, the dev set), with and without findings. */
const SENTENCES = [
  'Die Lehrer der Grundschule haben einen offenen Brief geschrieben.',
  'Der Förderverein dankt den Lehrern für ihr Engagement.',
  'Für unser Team suchen wir einen erfahrenen Entwickler in Vollzeit.',
  'Jeder kann mitmachen.',
  'Von jedem, der an dem Kurs teilnimmt, wird Pünktlichkeit erwartet.',
  'Die Teilnehmerzahl ist auf 20 Personen begrenzt.',
  'Ein Angestellter des Bezirksamts hat den Antrag geprüft.',
  'Wenn angehakt, wird der Tag vom Abonnenten entfernt, anstatt ihn hinzuzufügen.',
  'Liebe Lehrerinnen und Lehrer, die Elternsprechtage finden im März statt.',
  'Die Leiter steht im Keller.',
  'Bundeskanzler Olaf Scholz hat die Regierungserklärung abgegeben.',
  'Er ist Lehrer an einer Grundschule in Köln.',
  'Die Lehrer*innen der Grundschule haben einen offenen Brief geschrieben.',
  'Sie ist seit Jahren Mitglied im Verband Deutscher Ingenieure.',
  'Der Drucker im zweiten Stock ist kaputt.',
  'Wir danken dem Angestellten für die Hilfe.',
];

describe('sentences are checked independently', () => {
  it('check(a + separator + b) is check(a) followed by check(b), shifted', () => {
    const separator = fc.constantFrom('\n\n', ' ', '\r\n', '\n', '  ');
    fc.assert(
      fc.property(fc.constantFrom(...SENTENCES), separator, fc.constantFrom(...SENTENCES), (a, sep, b) => {
        const joined = check(a + sep + b, { styles: ALL_STYLES });
        expect(joined).toEqual([...check(a, { styles: ALL_STYLES }), ...shifted(check(b, { styles: ALL_STYLES }), a.length + sep.length)]);
      }),
      { numRuns: 300 },
    );
  });

  it('leading white space only shifts the offsets', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SENTENCES), fc.constantFrom(' ', '\n', '\r\n', '\t', '\u00a0', '\n\n  '), (text, lead) => {
        expect(check(lead + text)).toEqual(shifted(check(text), lead.length));
      }),
    );
  });
});

describe('fix() is idempotent', () => {
  /** Reported checker defects (style and sentence), left out here and listed as todo below. */
  const knownDefects = new Set<string>();

  it.each(ALL_STYLES.map((s) => [s]))('fix(fix(x)) === fix(x) on real sentences, style %s', (style) => {
    const notIdempotent = SENTENCES.filter((text) => !knownDefects.has(`${style}: ${text}`))
      .map((text) => {
        const once = fix(text, { styles: [style] });
        return { text, once, twice: fix(once, { styles: [style] }) };
      })
      .filter((r) => r.twice !== r.once);
    expect(notIdempotent).toEqual([]);
  });


  // Still fails (reported as a checker defect; re-checked with 12 seeds, 500 runs each, default and random
  // options). Two person nouns side by side: the first fix() flags only one of them, and once that one is
  // gendered the second fix() flags the other. Shrunk counterexamples (default styles):
  // "Lehrer Beamte " -> "Lehrer Beamt*innen " -> "Lehrer*innen Beamt*innen " (also "Lehrer Beamten ",
  // "Studenten Beamte "); "Lehrer Teilnehmerzahl " -> "Lehrer Teilnehmer*innenzahl " -> "Lehrer*innen
  // Teilnehmer*innenzahl " (also "Lehrer Mitarbeiterseite ", "Teilnehmerzahl Lehrer ", "Nutzerverhalten
  // Lehrer ", "Mitarbeiterseite Lehrer "). With random options also the pair defect above: ["dem Angestellten ",
  // {styles: ['pair', 'slash', 'underscore', 'middot']}]. No longer failing: "Ansprechpartner Lehrer " and
  // dev-241 "für Berliner Bürger nutzbar".
  it.todo('fix(fix(x)) === fix(x) on random German text (fast-check over germanText)');
});
