/**
 * The German generic-masculine detector, seen through the public API (check): what is flagged, with which
 * severity and span, and what every filter keeps from being flagged. Sentences are real or real-world
 * phrasing (job ads, letters, public-sector pages); those marked "dev-xxx" are from the de-inclusive dev set.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import type { CheckOptions, Diagnostic } from '../src/index.js';
import { dataPath, withData } from './helpers/data.js';

// ---------------------------------------------------------------------------------------------
// Helpers

/** The flagged words of a text, in text order. */
function flagged(text: string, options?: CheckOptions): string[] {
  return check(text, options).map((d) => d.actual);
}

/** Offset of `word` as a whole word in `text` (the first occurrence). */
function offsetOf(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?<![\\p{L}\\p{N}*:_·/-])${escaped}(?![\\p{L}\\p{N}*:_·/])`, 'u').exec(text);
  if (!m) throw new Error(`"${word}" not in "${text}"`);
  return m.index;
}

/** The one diagnostic on `word`; fails when there is none. */
function diagnosticOn(text: string, word: string, options?: CheckOptions): Diagnostic {
  const start = offsetOf(text, word);
  const d = check(text, options).find((x) => x.start === start);
  if (!d) throw new Error(`"${word}" is not flagged in "${text}"; flagged: ${JSON.stringify(flagged(text, options))}`);
  return d;
}

/** Asserts that exactly `words` are flagged, each with exactly its own span, severity and rule. */
function expectFlagged(text: string, words: readonly string[], severity: Diagnostic['severity'], ruleId: string): void {
  const ds = check(text);
  expect(ds.map((d) => d.actual)).toEqual(words);
  for (const [k, word] of words.entries()) {
    const d = ds[k]!;
    expect(d.start).toBe(offsetOf(text, word));
    expect(d.end).toBe(d.start + word.length);
    expect(d.severity).toBe(severity);
    expect(d.ruleId).toBe(ruleId);
    expect(d.message.length).toBeGreaterThan(0);
  }
}

function expectNothingFlagged(text: string, options?: CheckOptions): void {
  expect(flagged(text, options)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// What is flagged

describe('flags generic-masculine person nouns in any case and number', () => {
  it.each([
    ['Die Lehrer der Grundschule haben einen offenen Brief geschrieben.', 'Lehrer'], // nom. pl.
    ['Der Förderverein dankt den Lehrern für ihr Engagement.', 'Lehrern'], // dat. pl.
    ['Die Sprechzeiten des Lehrers hängen im Sekretariat aus.', 'Lehrers'], // gen. sg.
    ['Für unser Team suchen wir ab sofort einen Entwickler in Vollzeit.', 'Entwickler'], // acc. sg.
    ['Alle Bewerber erhalten innerhalb von zwei Wochen eine Eingangsbestätigung.', 'Bewerber'],
    ['Die Rechte der Verbraucher werden durch das neue Gesetz gestärkt.', 'Verbraucher'], // gen. pl.
    // dev-002, dev-003, dev-004
    ['Dass Mitarbeiter sich für Open Data und Programmieren interessieren, sei aber eher ein glücklicher Zufall, meint Tobias.', 'Mitarbeiter'],
    ['Jedes der vier Teams hat jetzt einen Betreuer aus dem Team von Code for Hamburg und ist dazu eingeladen, die Treffen des Labs zu besuchen.', 'Betreuer'],
    ['Nach der Wahl wird daher ein Fragenkatalog veröffentlicht und dem gewählten Bürgermeister überreicht.', 'Bürgermeister'],
  ])('%s -> %s', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine');
  });

  it('flags several nouns of one sentence separately', () => {
    expectFlagged(
      'Der Arbeitgeber ist verpflichtet, den Arbeitnehmer rechtzeitig zu informieren.',
      ['Arbeitgeber', 'Arbeitnehmer'],
      'warning',
      'de/generic-masculine',
    );
  });
});

describe('flags a bare plural subject before its object', () => {
  it('Im Chat können Teilnehmer Fragen stellen.', () => {
    expectFlagged('Im Chat können Teilnehmer Fragen stellen.', ['Teilnehmer'], 'warning', 'de/generic-masculine');
  });

  // formerly missed: the next noun was taken for a name ("Projektleiter Tobias") or the person noun for a
  // place adjective ("Berliner Verwaltung")
  it.each([
    ['Im Forum können Nutzer Beiträge schreiben.', 'Nutzer'],
    ['Im Portal können Bürger Anträge online stellen.', 'Bürger'],
    ['Im Portal können Antragsteller Unterlagen nachreichen.', 'Antragsteller'],
    ['Auf der Plattform finden Arbeitgeber Bewerbungen.', 'Arbeitgeber'],
    ['Hier finden Lehrer Bücher.', 'Lehrer'],
  ])('%s -> %s', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine');
  });

  // an object that is a compound unknown to the dictionary is recognised by its head, not taken for a name
  it.each([
    ['Hier finden Lehrer Unterrichtsmaterial.', 'Lehrer'],
    ['Hier finden Nutzer Arbeitsblätter.', 'Nutzer'],
    ['Heute findet der Lehrer Unterrichtsmaterial.', 'Lehrer'],
  ])('%s -> %s (object noun known by its compound head)', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine');
  });
});

describe('flags a bare plural without a determiner in questions and after quantifiers', () => {
  it.each([
    ['Viele Lehrer', 'Lehrer'],
    ['Viele Lehrer fühlen sich überlastet.', 'Lehrer'],
    ['Dürfen Studenten das?', 'Studenten'],
    ['Wie finden Arbeitgeber Bewerbungen?', 'Arbeitgeber'],
  ])('%s -> %s', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine');
  });
});

describe('flags compounds through their person head', () => {
  it.each([
    ['Die Sportlehrer der Schule organisieren das Sportfest.', 'Sportlehrer'],
    ['Wir suchen Fleischereifachverkäufer in Voll- und Teilzeit.', 'Fleischereifachverkäufer'],
    ['Wir danken allen Wikipedia-Nutzern für ihre Spenden.', 'Wikipedia-Nutzern'],
    ['Der Kita-Leiter ist montags ab 8 Uhr erreichbar.', 'Kita-Leiter'],
    // dev-005
    ['Für die Daten auf Wahlbezirksebene aus den einzelnen Wahllokalen sind die Kreiswahlleiter zuständig.', 'Kreiswahlleiter'],
  ])('%s -> %s', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine');
  });
});

describe("flags a person noun as the first part of a compound with severity 'info'", () => {
  it.each([
    ['Die Teilnehmerzahl ist auf 20 Personen begrenzt.', 'Teilnehmerzahl'],
    ['Wir analysieren das Nutzerverhalten ausschließlich anonym.', 'Nutzerverhalten'],
    ['Eine aktuelle Übersicht finden Sie auf unserer Mitarbeiterseite.', 'Mitarbeiterseite'],
    ['Das Entwickler-Team trifft sich jeden Dienstag.', 'Entwickler-Team'],
  ])('%s -> %s (info)', (text, word) => {
    expectFlagged(text, [word], 'info', 'de/generic-masculine-compound');
  });

  it("drops them with minSeverity 'warning' and keeps the warnings", () => {
    const text = 'Die Teilnehmerzahl ist begrenzt, deshalb müssen sich alle Teilnehmer vorher anmelden.';
    expect(check(text).map((d) => [d.actual, d.severity])).toEqual([
      ['Teilnehmerzahl', 'info'],
      ['Teilnehmer', 'warning'],
    ]);
    expect(flagged(text, { minSeverity: 'warning' })).toEqual(['Teilnehmer']);
    expect(flagged('Wir analysieren das Nutzerverhalten ausschließlich anonym.', { minSeverity: 'warning' })).toEqual([]);
    expect(flagged('Das Entwickler-Team trifft sich jeden Dienstag.', { minSeverity: 'warning' })).toEqual([]);
  });
});

describe('flags nominalised adjectives and participles in the masculine', () => {
  it.each([
    ['Ein Angestellter des Bezirksamts hat den Antrag geprüft.', 'Angestellter'],
    ['Der Beamte ist zur Verschwiegenheit verpflichtet.', 'Beamte'],
    ['Die Beamten des Landes erhalten eine Besoldung nach Tarif.', 'Beamten'],
    // dev-049: "welche" is a relative pronoun here, not a determiner of "Beamte"
    ['Als „Pensionen“ gelten jene Bezüge, welche Beamte im Ruhestand erhalten.', 'Beamte'],
  ])('%s -> %s', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine-adjectival');
  });

  it.each([
    'Die Angestellten des öffentlichen Dienstes streiken heute.',
    'Die Studierenden können sich ab Montag online zurückmelden.',
    'Alle Beschäftigten erhalten eine Inflationsausgleichsprämie.',
    'Für Interessierte bieten wir jeden Monat eine Führung an.',
  ])('not the gender-neutral plural: %s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('flags stand-alone generic pronouns, not determiners', () => {
  it.each([
    ['Jeder kann mitmachen.', 'Jeder'],
    ['Von jedem, der an dem Kurs teilnimmt, wird Pünktlichkeit erwartet.', 'jedem'],
    ['Am Ende wollte es keiner gewesen sein.', 'keiner'],
    ['Jeder, der möchte, kann sich bis Freitag anmelden.', 'Jeder'],
  ])('%s -> %s', (text, word) => {
    expectFlagged(text, [word], 'warning', 'de/generic-masculine-pronoun');
  });

  it('flags the noun after the determiner "jeder", not "jeder"', () => {
    expectFlagged('Jeder Mitarbeiter erhält einen Laptop.', ['Mitarbeiter'], 'warning', 'de/generic-masculine');
  });

  it.each(['Das Konzept überzeugt in jeder Hinsicht.', 'Die Bibliothek ist an jedem Werktag geöffnet.', 'Wir treffen uns jeden Dienstag.'])(
    'flags nothing for a determiner of an inanimate noun: %s',
    (text) => {
      expectNothingFlagged(text);
    },
  );
});

describe('span and suggestion edits', () => {
  it('spans exactly the noun; a suggestion may rewrite the determiner too', () => {
    const text = 'Bei uns erhält jeder Mitarbeiter einen eigenen Laptop.';
    const d = diagnosticOn(text, 'Mitarbeiter', { styles: ['star'] });
    expect(d.actual).toBe('Mitarbeiter');
    expect(text.slice(d.start, d.end)).toBe('Mitarbeiter');
    const best = d.suggestions[0]!;
    expect(best.style).toBe('star');
    expect(best.preview).toBe('jede*r Mitarbeiter*in');
    expect(best.edits[0]!.start).toBe(offsetOf(text, 'jeder'));
    expect(best.edits[best.edits.length - 1]!.end).toBe(d.end);
  });

  it('spans a nominalised adjective without its article', () => {
    const text = 'Ein Angestellter des Bezirksamts hat den Antrag geprüft.';
    const d = diagnosticOn(text, 'Angestellter', { styles: ['star'] });
    expect([d.start, d.end]).toEqual([4, 16]);
    expect(d.suggestions[0]!.edits[0]!.start).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// What is not flagged

describe('does not flag text already written in an inclusive notation', () => {
  it.each([
    'Die Lehrer*innen der Grundschule haben einen offenen Brief geschrieben.',
    'Die Lehrer:innen der Grundschule haben einen offenen Brief geschrieben.',
    'Die Lehrer_innen der Grundschule haben einen offenen Brief geschrieben.',
    'Die Lehrer·innen der Grundschule haben einen offenen Brief geschrieben.',
    'Die Lehrer/-innen der Grundschule haben einen offenen Brief geschrieben.',
    'Die LehrerInnen der Grundschule haben einen offenen Brief geschrieben.',
    'Die Lehrer(innen) der Grundschule haben einen offenen Brief geschrieben.',
    'Jede*r kann mitmachen.',
    'Jede:r Teilnehmer:in erhält ein Zertifikat.',
    'Wir suchen eine*n engagierte*n Kolleg*in für unser Team.',
    'Liebe Kolleg*innen, die Sitzung beginnt um zehn Uhr.',
    'Für Rückfragen steht Ihnen unser*e Kundenberater*in gern zur Verfügung.',
    // dev-set inclusive originals (dev-009, -011, -034, -041, -075, -119, -240, -293)
    'Der Albtraum für jede:n Fahrradliebhaber:in – das eigene Rad wurde gestohlen.',
    'Wir suchen eine/n Praktikanten/in zum nächstmöglichen Zeitpunkt.',
    'Ein:e Tutor:in wurde noch nicht zugewiesen.',
    'Nach dem ersten Login muss jede/r Schüler:in das Passwort ändern.',
    'Die Gewinner*in des Rankings ist die Stadt Coburg.',
    'Wenn angehakt, wird der Tag von der Abonnent*in entfernt, anstatt ihn hinzuzufügen.',
    'Möchten Sie Ihre:n Ehepartner:in auch anmelden?',
    'Teilnehmen kann jede/r zwischen 12 und 21 Jahren, natürlich kostenlos!',
    // internal I after a colon, as some authors write it
    'Mitarbeiter:Innen',
    'Unsere Mitarbeiter:Innen beraten Sie gern.',
  ])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('does not flag pair forms and their ellipses', () => {
  it.each([
    'Liebe Lehrerinnen und Lehrer, die Elternsprechtage finden im März statt.',
    'Die Lehrer und Lehrerinnen der Schule laden herzlich zum Sommerfest ein.',
    'Liebe Kolleginnen und -kollegen, die Sitzung beginnt um zehn Uhr.',
    'Liebe Kolleginnen und Kollegen, die Sitzung beginnt um zehn Uhr.',
    'Die Lehrerin oder der Lehrer entscheidet über die Versetzung.',
    'Jede Lehrerin und jeder Lehrer erhält ein Dienstgerät.',
    'Sehr geehrte Kundinnen und Kunden, unser Geschäft bleibt am Montag geschlossen.',
    'Die Schülerinnen und Schüler der Klasse 5 fahren ins Schullandheim.',
    'Es dient als Recherchewerkzeug für Journalistinnen und Journalisten und Wissenschaftlerinnen und Wissenschaftler.',
    // dev-134, dev-109, dev-123 (inclusive originals)
    'Landes-Legistinnen und -Legisten können die Inhalte nutzen.',
    'Identifizieren und befragen Sie Akteure und Akteurinnen aus dem Vollzug.',
    'Besprechen Sie den Entwurf mit Ihrer Anwältin oder Ihrem Anwalt.',
    // formerly flagged: "Bürgerinnen" read as Bürge|rinnen, the adjectival "Beamte" inside its pair (dev-049),
    // compounds and unknown -aner nouns (dev-192, dev-177), the ellipsis of a compound pair (info)
    'Liebe Bürgerinnen und Bürger!',
    'Welche Beamtinnen und Beamte im Ruhestand erhalten',
    'Als „Pensionen“ gelten jene Bezüge, welche Beamtinnen und Beamte im Ruhestand erhalten.',
    'Datenjournalistinnen und Datenjournalisten sind eingeladen.',
    'Wikimedianerinnen und Wikimedianer diskutierten.',
    'Auf der Mitarbeiterinnen- und Mitarbeiterseite steht es.',
  ])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('a different noun in an inclusive form is not a pair', () => {
  // Found in the web editor: after "jeder Mitarbeiter" became "jede*r Mitarbeiter*in", the
  // highlight of "Lehrer" vanished because any gendered word after "und" counted as its pair.
  it.each([
    ['Die Lehrer und jede*r Mitarbeiter*in müssen zustimmen.', ['Lehrer']],
    ['Die Schüler und die Lehrer*innen sind eingeladen.', ['Schüler']],
    ['Alle Mitarbeiter oder Kund:innen können teilnehmen.', ['Mitarbeiter']],
  ] as const)('%s', (text, words) => {
    expectFlagged(text, words, 'warning', 'de/generic-masculine');
  });

  it.each(['Lehrer*innen und Lehrer sind da.', 'Die Kolleg*innen und Kollegen kommen.'])(
    'the same noun still pairs: %s',
    (text) => expectNothingFlagged(text),
  );
});

describe('does not flag feminine and epicene nouns', () => {
  it.each([
    'Jede Person kann einen Antrag stellen.',
    'Jedes Mitglied hat eine Stimme in der Versammlung.',
    'Jeder Gast erhält ein Begrüßungsgetränk.',
    'Der Mensch steht im Mittelpunkt unserer Arbeit.',
    'Die Lehrerin hat die Klassenarbeit korrigiert.',
    // dev set (note: epicene)
    'Diese Liste enthält alle Personen, die in der Veranstaltung eingeschrieben sind.',
    'Möglich ist das vor allem Dank der Unterstützung unserer Vereinsmitglieder.',
    'Jemand hat einen Link zur Änderung deines MaMpf-Passworts angefordert.',
  ])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('does not flag specific male persons', () => {
  it.each([
    'Morgen spricht Herr Schmidt über die Haushaltsplanung.',
    'Bundeskanzler Olaf Scholz hat die Regierungserklärung abgegeben.',
    'Er ist Lehrer an einer Grundschule in Köln.',
    'Als Entwickler habe ich viel über Barrierefreiheit gelernt.',
    'Ihr Ansprechpartner ist Herr Müller.',
    // dev set (note: specific)
    'Ich habe in meiner Prüfung das Stationen-Lernen einbezogen, wovon mir mein damaliger Fachleiter abgeraten hat.',
    'Der neue Projektleiter von Open Data Sachsen ist Dietmar Gattwinkel und er freut sich über euer Feedback.',
    'Als Wirtschaftsinformatiker habe ich zwischen Menschen aus der Informatik und Wirtschaft vermittelt.',
    'Hauptamtlicher Vorstand des Vereins ist Abraham Taherivand.',
    // surnames that are also person nouns, after Frau, a title with "Dr." or a first name
    'Frau Schäfer ist heute nicht im Büro.',
    'Wir danken Herrn Dr. Fischer für den Vortrag.',
    'Unser Kollege Peter Fischer geht in Rente.',
    'Laut Anna Richter ist das richtig.',
    'Laut Anna Müller ist das richtig.',
    'Laut Anna Schneider ist das richtig.',
    'Laut Anna Koch ist das richtig.',
    'Laut Anna Weber ist das richtig.',
    'Laut Anna Jäger ist das richtig.',
  ])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('does not flag job-ad titles with a gender marker', () => {
  it.each(['Softwareentwickler (m/w/d) gesucht', 'Wir suchen einen Lehrer (w/m/d).'])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('does not flag the epicene -leute plurals', () => {
  it.each(['Die Kaufleute kommen.', 'mit Fachleuten', 'Wir sprechen mit Fachleuten.'])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('decides inanimate homographs by the article', () => {
  it.each(['Die Leiter steht im Keller.', 'Er steigt auf die Leiter, um die Lampe zu wechseln.', 'Nach der Operation schmerzt der Kiefer.', 'Die Kiefer ist ein Nadelbaum.'])(
    'nothing in: %s',
    (text) => {
      expectNothingFlagged(text);
    },
  );

  it('flags the person reading: Der Leiter der Abteilung kommt morgen.', () => {
    expectFlagged('Der Leiter der Abteilung kommt morgen.', ['Leiter'], 'warning', 'de/generic-masculine');
    expectFlagged('Der Leiter der Abteilung kommt.', ['Leiter'], 'warning', 'de/generic-masculine');
  });
});

describe('does not flag inanimate lookalikes and lexicalised compounds', () => {
  it.each([
    'Der Drucker im zweiten Stock ist kaputt.',
    'Der Server ist seit heute Morgen nicht erreichbar.',
    'Der Computer startet nach dem Update neu.',
    'Der Motor springt bei Kälte nicht an.',
    'Mein Kugelschreiber ist leer.',
    'Die Lautsprecher im Saal sind zu leise.',
    'Der Fernseher läuft den ganzen Tag.',
    'Der Bürgersteig ist nach dem Regen glatt.',
    'Wir treffen uns in der Fußgängerzone vor dem Rathaus.',
    'Viele Anbieter senken zum Jahreswechsel die Preise.',
    'Der Hersteller haftet für Schäden durch fehlerhafte Produkte.',
    // dev set (note: lookalike)
    'Die simpelste Version von R ist einfach die Verwendung als Taschenrechner.',
    'Hamburg ist nach wie vor Spitzenreiter, da es in nahezu allen Bereichen hohe Punktzahlen erreicht.',
    'Zweitens soll aktiv gefördert werden, dass möglichst viele Schritte von Computern durchgeführt oder unterstützt werden.',
  ])('%s', (text) => {
    expectNothingFlagged(text);
  });

  it('does not flag Fußgängerzone even as info', () => {
    expect(check('Wir treffen uns in der Fußgängerzone.', { minSeverity: 'info' })).toEqual([]);
  });
});

describe('does not flag names of organisations', () => {
  it.each([
    'Sie ist seit Jahren Mitglied im Verband Deutscher Ingenieure.',
    'Der Kleingartenverein Freunde der Natur e. V. lädt zum Sommerfest ein.',
    'Die Spenden gehen an Ärzte ohne Grenzen.',
    // dev set (note: epicene)
    'Diesmal vergisst die in der Verwaltung zuständige Person jedoch einen Punkt und trägt „Kaninchenfreunde Karlshorst e.V“ in die Datenbank ein.',
  ])('%s', (text) => {
    expectNothingFlagged(text);
  });
});

describe('does not flag male-specific nouns', () => {
  it.each(['Der Vater holt das Kind um drei Uhr ab.', 'Väter können ebenfalls Elternzeit beantragen.', 'Der König regierte das Land vierzig Jahre lang.', 'Mein Bruder studiert in Leipzig.'])(
    '%s',
    (text) => {
      expectNothingFlagged(text);
    },
  );
});

describe('allow list', () => {
  it('suppresses an allowed noun in every form, case-insensitively', () => {
    expect(flagged('Die Lehrer der Grundschule haben einen offenen Brief geschrieben.', { allow: ['Lehrer'] })).toEqual([]);
    expect(flagged('Der Förderverein dankt den Lehrern für ihr Engagement.', { allow: ['Lehrer'] })).toEqual([]);
    expect(flagged('Die Sprechzeiten des Lehrers hängen im Sekretariat aus.', { allow: ['lehrer'] })).toEqual([]);
  });

  it('keeps other nouns flagged', () => {
    expect(flagged('Die Lehrer und die Schüler fahren gemeinsam ins Schullandheim.', { allow: ['Lehrer'] })).toEqual(['Schüler']);
  });

  it('also accepts the flagged word as written', () => {
    expect(flagged('Ein Angestellter des Bezirksamts hat den Antrag geprüft.', { allow: ['Angestellter'] })).toEqual([]);
    expect(flagged('Jeder kann mitmachen.', { allow: ['jeder'] })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The de-inclusive dev set

interface DevEntry {
  id: string;
  exclusive: string;
  exclusive_spans: [number, number][];
  inclusive: string;
  note: string;
}

const DEV = dataPath('GENDERFAIR_DE_INCLUSIVE');

function readDev(path: string): DevEntry[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as DevEntry);
}

describe.skipIf(!DEV)(withData('de-inclusive dev set', 'GENDERFAIR_DE_INCLUSIVE', DEV), () => {
  const entries = DEV === undefined ? [] : readDev(DEV);
  const positives = entries.filter((e) => e.exclusive_spans.length > 0);

  it('leaves the marked negatives (specific, epicene, lookalike) without a diagnostic', () => {
    // Measured 48 of 50 (0.96): the two misses are "den von uns finanzierten Projektleiter und Künstler, der
    // ..." (one specific man, named earlier in the text) and "dem Stereotyp des „Hackers“ und Programmierers".
    // The floor allows two more misses of 50 before the test fails.
    const negatives = entries.filter((e) => e.exclusive_spans.length === 0 && ['specific', 'epicene', 'lookalike'].includes(e.note));
    expect(negatives.length).toBeGreaterThanOrEqual(40);
    const clean = negatives.filter((e) => check(e.exclusive).length === 0);
    expect(clean.length / negatives.length).toBeGreaterThanOrEqual(0.92);
  });

  it('finds at least 95% of the gold spans with exactly their span', () => {
    // Measured 198 of 202 (0.98). Missed: "Editor" (dev-032, reads as software), "kann jeder Anfragen ...
    // stellen" (dev-118), "Er ist erster Ansprechpartner" (dev-187, the gold counts it although it names one
    // man) and the misspelt "Antragssteller" (dev-210). The issue asks for >= 0.9; 0.95 keeps a margin of ~6.
    let gold = 0;
    let found = 0;
    for (const e of positives) {
      const ds = check(e.exclusive);
      for (const [s, t] of e.exclusive_spans) {
        gold++;
        if (ds.some((d) => d.start === s && d.end === t)) found++;
      }
    }
    expect(gold).toBeGreaterThanOrEqual(150);
    expect(found / gold).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves the real inclusive originals of the positives without a diagnostic', () => {
    // Measured 177 of 179 (0.989). Flagged: only "Der Steuerlotse" (a product name, dev-047 and dev-050),
    // a reported defect. The floor of 0.97 allows three more misses.
    const clean = positives.filter((e) => check(e.inclusive).length === 0);
    expect(clean.length / positives.length).toBeGreaterThanOrEqual(0.97);
  });
});
