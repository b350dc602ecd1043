/**
 * The LanguageTool-compatible API: the pure conversion (src/server/languagetool.ts) on real German text,
 * and POST/GET /v2/check, GET /v2/languages over real HTTP on loopback.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import { startServer } from '../src/server/index.js';
import {
  type AnnotatedText,
  type LtMatch,
  type LtResponse,
  contextOf,
  ltRuleId,
  originalEnd,
  originalStart,
  parseAnnotation,
  plainText,
  resolveLanguage,
  toLtMatches,
} from '../src/server/languagetool.js';
import { applyEdits } from '../src/text/edits.js';
import type { Diagnostic } from '../src/types.js';

const SENTENCE = 'Die Lehrer und jeder Mitarbeiter müssen zustimmen.';

/** What a LanguageTool client does with a replacement. */
function replaceAt(text: string, m: LtMatch, value: string): string {
  return text.slice(0, m.offset) + value + text.slice(m.offset + m.length);
}

function matchesOf(text: string): LtMatch[] {
  return toLtMatches(plainText(text), check(text));
}

describe('toLtMatches on plain text', () => {
  it('spans article and noun when a suggestion edits the article ("Die Lehrer")', () => {
    const [lehrer] = matchesOf(SENTENCE);
    expect(lehrer).toBeDefined();
    if (!lehrer) return;
    expect(SENTENCE.slice(lehrer.offset, lehrer.offset + lehrer.length)).toBe('Die Lehrer');
    const values = lehrer.replacements.map((r) => r.value);
    expect(values[0]).toBe('Die Lehrer*innen');
    expect(values).toContain('Die Lehrerinnen und Lehrer');
    expect(values).toContain('Die Lehrkräfte');
    expect(replaceAt(SENTENCE, lehrer, 'Die Lehrer*innen')).toBe('Die Lehrer*innen und jeder Mitarbeiter müssen zustimmen.');
    expect(lehrer.rule).toEqual({
      id: 'GENDERFAIR_GENERIC_MASCULINE',
      description: 'Generisches Maskulinum (Personenbezeichnung)',
      issueType: 'style',
      category: { id: 'GENDER_FAIR', name: 'Geschlechtergerechte Sprache' },
    });
    expect(lehrer.type).toEqual({ typeName: 'Other' });
    expect(lehrer.sentence).toBe(SENTENCE);
    expect(lehrer.message).toMatch(/generisches Maskulinum/);
  });

  it('a finding of low confidence is a "Hint" with the note on its message; a sure one stays "Other"', () => {
    const text = 'Die Lehrer kommen. Das Paket wurde dem Nachbarn übergeben.';
    const diagnostics = check(text);
    expect(diagnostics.map((d) => [d.actual, d.confidence])).toEqual([
      ['Lehrer', 'high'],
      ['Nachbarn', 'low'],
    ]);
    const [lehrer, nachbarn] = toLtMatches(plainText(text), diagnostics);
    expect([lehrer?.type.typeName, nachbarn?.type.typeName]).toEqual(['Other', 'Hint']);
    expect(lehrer?.message).toBe(diagnostics[0]?.message);
    expect(nachbarn?.message).toBe(`${diagnostics[1]?.message} Unsicher: Fall/Zahl oder gemeinte Person nicht sicher – bitte prüfen.`);
    expect(nachbarn?.rule.issueType).toBe('style');
  });

  it('covers the determiner outside the flagged word ("jeder Mitarbeiter")', () => {
    const d = check(SENTENCE).find((x) => x.actual === 'Mitarbeiter');
    expect(d && SENTENCE.slice(d.start, d.end)).toBe('Mitarbeiter'); // the diagnostic itself is the noun only
    const m = matchesOf(SENTENCE)[1];
    expect(m).toBeDefined();
    if (!m) return;
    expect(SENTENCE.slice(m.offset, m.offset + m.length)).toBe('jeder Mitarbeiter');
    expect(m.replacements[0]?.value).toBe('jede*r Mitarbeiter*in');
    expect(replaceAt(SENTENCE, m, 'jede*r Mitarbeiter*in')).toBe('Die Lehrer und jede*r Mitarbeiter*in müssen zustimmen.');
    expect(m.replacements.map((r) => r.value)).toContain('jede Mitarbeiterin oder jeder Mitarbeiter');
  });

  it('covers a verb and pronoun that change with the noun', () => {
    const text = 'Jeder Bewerber muss seine Unterlagen bis Freitag einreichen. Ein erfahrener Entwickler wird gesucht.';
    const [bewerber] = matchesOf(text);
    expect(bewerber).toBeDefined();
    if (!bewerber) return;
    expect(text.slice(bewerber.offset, bewerber.offset + bewerber.length)).toBe('Jeder Bewerber muss seine');
    expect(bewerber.replacements.map((r) => r.value)).toContain('Alle Bewerbenden müssen ihre');
    expect(bewerber.sentence).toBe('Jeder Bewerber muss seine Unterlagen bis Freitag einreichen.');
  });

  it('every suggestion of the checker reads the same as its LanguageTool replacement', () => {
    const texts = [
      SENTENCE,
      'Jeder Bewerber muss seine Unterlagen bis Freitag einreichen.',
      'Wir suchen einen erfahrenen Entwickler, der unser Team verstärkt. Die Teilnehmerzahl der Studenten steigt.',
      'Der Lehrer, der gestern kam, hat seine Schüler gelobt.\n\nSehr geehrter Kunde, vom Abonnenten erhielten wir keine Antwort.',
    ];
    for (const text of texts) {
      const diagnostics = check(text);
      expect(diagnostics.length).toBeGreaterThan(0);
      const matches = toLtMatches(plainText(text), diagnostics);
      expect(matches).toHaveLength(diagnostics.length);
      const sorted = [...diagnostics].sort((a, b) => a.start - b.start || a.end - b.end);
      sorted.forEach((d, i) => {
        const m = matches[i];
        expect(m).toBeDefined();
        if (!m) return;
        expect(m.offset).toBeLessThanOrEqual(d.start);
        expect(m.offset + m.length).toBeGreaterThanOrEqual(d.end);
        const viaLt = new Set(m.replacements.map((r) => replaceAt(text, m, r.value)));
        expect(viaLt.size).toBe(m.replacements.length); // no duplicate values
        for (const s of d.suggestions) {
          const fixed = applyEdits(text, s.edits);
          if (fixed !== text) expect(viaLt.has(fixed)).toBe(true);
        }
      });
    }
  });

  it('counts offsets in UTF-16 code units, as LanguageTool (Java) does', () => {
    const text = '😀 Die Lehrer kommen.';
    const [m] = matchesOf(text);
    // the match starts at the article, which suggestions rewrite ("Die Lehrkräfte", "Das Kollegium kommt")
    expect(m?.offset).toBe(3); // 2 in code points
    expect(m && text.slice(m.offset, m.offset + m.length)).toMatch(/^Die Lehrer\b/);
  });

  it('keeps a match without usable suggestions, with no replacements', () => {
    const d: Diagnostic = {
      ruleId: 'de/generic-masculine',
      start: 4,
      end: 10,
      actual: 'Lehrer',
      message: 'x',
      severity: 'warning',
      confidence: 'high',
      suggestions: [],
    };
    const [m] = toLtMatches(plainText('Die Lehrer.'), [d]);
    expect(m).toMatchObject({ offset: 4, length: 6, replacements: [] });
  });

  it('uses ss for ß in inserted words for de-CH only', () => {
    const text = 'Die Lehrer kommen.';
    const d: Diagnostic = {
      ruleId: 'de/generic-masculine',
      start: 4,
      end: 10,
      actual: 'Lehrer',
      message: 'x',
      severity: 'warning',
      confidence: 'high',
      suggestions: [{ style: 'neutral', edits: [{ start: 4, end: 10, text: 'Lehrkräfte für Straßenbau' }], preview: '' }],
    };
    expect(toLtMatches(plainText(text), [d], { language: 'de-CH' })[0]?.replacements).toEqual([{ value: 'Lehrkräfte für Strassenbau' }]);
    expect(toLtMatches(plainText(text), [d], { language: 'de-DE' })[0]?.replacements).toEqual([{ value: 'Lehrkräfte für Straßenbau' }]);
  });
});

describe('annotated text (the data parameter)', () => {
  const data = JSON.stringify({
    annotation: [
      { markup: '<p>' },
      { text: 'Die ' },
      { markup: '<b>' },
      { text: 'Lehrer' },
      { markup: '</b>' },
      { text: ' und jeder Mitarbeiter müssen zustimmen.' },
      { markup: '</p>', interpretAs: '\n\n' },
    ],
  });

  it('checks the text parts and gives offsets into the original with markup', () => {
    const at = parseAnnotation(data);
    expect(at.original).toBe('<p>Die <b>Lehrer</b> und jeder Mitarbeiter müssen zustimmen.</p>');
    expect(at.plain).toBe(`${SENTENCE}\n\n`);
    const [lehrer, mitarbeiter] = toLtMatches(at, check(at.plain));
    expect(lehrer && at.original.slice(lehrer.offset, lehrer.offset + lehrer.length)).toBe('Die <b>Lehrer');
    expect(mitarbeiter && at.original.slice(mitarbeiter.offset, mitarbeiter.offset + mitarbeiter.length)).toBe('jeder Mitarbeiter');
    if (!lehrer || !mitarbeiter) return;
    expect(mitarbeiter.offset).toBe(25);
    expect(replaceAt(at.original, lehrer, lehrer.replacements[0]?.value ?? '')).toBe(
      '<p>Die <b>Lehrer*innen</b> und jeder Mitarbeiter müssen zustimmen.</p>',
    );
    expect(replaceAt(at.original, mitarbeiter, 'jede*r Mitarbeiter*in')).toBe(
      '<p>Die <b>Lehrer</b> und jede*r Mitarbeiter*in müssen zustimmen.</p>',
    );
    // Rewrites of article and noun keep the <b> between them.
    const values = lehrer.replacements.map((r) => r.value);
    expect(values).toContain('Die <b>Lehrkräfte');
    expect(values).toContain('Das <b>Kollegium');
    expect(values.every((v) => v.includes('<b>'))).toBe(true);
    // the context is taken from the original, with the match inside it
    expect(lehrer.context.text.slice(lehrer.context.offset, lehrer.context.offset + lehrer.context.length)).toBe('Die <b>Lehrer');
  });

  it('keeps markup between the words of one edit', () => {
    const at = parseAnnotation(
      JSON.stringify({ annotation: [{ text: 'Heute kommt jeder ' }, { markup: '<i>' }, { text: 'Mitarbeiter' }, { markup: '</i>' }, { text: '.' }] }),
    );
    const [m] = toLtMatches(at, check(at.plain));
    // a neutral rewrite changes the verb too ("kommen alle Mitarbeitenden")
    expect(m && at.original.slice(m.offset, m.offset + m.length)).toBe('kommt jeder <i>Mitarbeiter');
    const values = m?.replacements.map((r) => r.value) ?? [];
    expect(values[0]).toBe('kommt jede*r <i>Mitarbeiter*in');
    expect(values).toContain('kommen alle <i>Mitarbeitenden');
    // "jede Mitarbeiterin oder jeder Mitarbeiter" has more words than the original: it cannot keep the <i>
    expect(values.every((v) => v.includes('<i>'))).toBe(true);
  });

  it('checks interpretAs in place of markup and maps a finding there onto the markup', () => {
    const at = parseAnnotation(
      JSON.stringify({ annotation: [{ text: 'Wir suchen ' }, { markup: '<var name="x"/>', interpretAs: 'Lehrer' }, { text: '.' }] }),
    );
    expect(at.plain).toBe('Wir suchen Lehrer.');
    const [m] = toLtMatches(at, check(at.plain));
    expect(m).toMatchObject({ offset: 11, length: '<var name="x"/>'.length, replacements: [] });
  });

  it('maps start and end offsets around markup', () => {
    const at: AnnotatedText = parseAnnotation(JSON.stringify({ annotation: [{ text: 'ab' }, { markup: '<x>' }, { text: 'cd' }] }));
    expect(at.plain).toBe('abcd');
    expect(originalStart(at, 2)).toBe(5); // a start at the boundary is after the markup
    expect(originalEnd(at, 2)).toBe(2); // an end at the boundary is before it
    expect(originalStart(at, 0)).toBe(0);
    expect(originalEnd(at, 4)).toBe(7);
  });

  it('rejects malformed data like LanguageTool', () => {
    expect(() => parseAnnotation('{"annotation": [')).toThrow(/Could not parse JSON/);
    expect(() => parseAnnotation('{"text": "x"}')).toThrow(/annotation/);
    expect(() => parseAnnotation('{"annotation": [{"text": "a", "markup": "<b>"}]}')).toThrow(/exactly one of 'text' or 'markup'/);
    expect(() => parseAnnotation('{"annotation": [{"text": 5}]}')).toThrow(/must be a string/);
  });
});

describe('languages and context', () => {
  it('accepts German variants and auto, and refuses other languages', () => {
    expect(resolveLanguage('de-DE')).toMatchObject({ name: 'German (Germany)', code: 'de-DE' });
    expect(resolveLanguage('de-at').code).toBe('de-AT');
    expect(resolveLanguage('de')).toMatchObject({ name: 'German', code: 'de', detected: { code: 'de-DE' } });
    expect(resolveLanguage('auto').code).toBe('de-DE');
    expect(resolveLanguage('auto', 'en-GB,de-CH').code).toBe('de-CH');
    expect(() => resolveLanguage('en-US')).toThrow(/'en-US' is not a language code known to genderfair/);
    expect(() => resolveLanguage(undefined)).toThrow(/Missing 'language'/);
  });

  it('gives 40 characters of context on each side, "..." where cut, no line breaks', () => {
    const text = `${'Erste Zeile mit vielen Wörtern davor.\n'.repeat(3)}Die Lehrer kommen.\n${'Und danach noch sehr viel mehr Text. '.repeat(3)}`;
    const from = text.indexOf('Die Lehrer');
    const c = contextOf(text, from, from + 10);
    expect(c.text.startsWith('...')).toBe(true);
    expect(c.text.endsWith('...')).toBe(true);
    expect(c.text).not.toMatch(/\n/);
    expect(c.text.slice(c.offset, c.offset + c.length)).toBe('Die Lehrer');
    expect(c.text.length).toBe(3 + 40 + 10 + 40 + 3);
    expect(ltRuleId('de/generic-masculine-compound')).toBe('GENDERFAIR_GENERIC_MASCULINE_COMPOUND');
  });
});

// ---------------------------------------------------------------------------------------------
// Over HTTP

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

function form(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

let server: Awaited<ReturnType<typeof startServer>>;
let port: number;

beforeAll(async () => {
  server = await startServer({ port: 0, webRoot: null });
  port = server.port;
});
afterAll(async () => {
  await server.close();
});

describe('POST /v2/check', () => {
  it('answers in LanguageTool JSON', async () => {
    const r = await request('POST', '/v2/check', form({ text: SENTENCE, language: 'de-DE' }), FORM);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = JSON.parse(r.body) as LtResponse;
    expect(json.software).toMatchObject({ name: 'genderfair', apiVersion: 1, status: '', premium: false });
    expect(json.software.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(json.software.buildDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0000$/);
    expect(json.warnings).toEqual({ incompleteResults: false });
    expect(json.language).toEqual({
      name: 'German (Germany)',
      code: 'de-DE',
      detectedLanguage: { name: 'German (Germany)', code: 'de-DE', confidence: 1 },
    });
    expect(json.matches).toEqual(matchesOf(SENTENCE));
    const m = json.matches[1];
    expect(m && SENTENCE.slice(m.offset, m.offset + m.length)).toBe('jeder Mitarbeiter');
    expect(Object.keys(json.matches[0] ?? {}).sort()).toEqual(
      [
        'context',
        'contextForSureMatch',
        'ignoreForIncompleteSentence',
        'length',
        'message',
        'offset',
        'replacements',
        'rule',
        'sentence',
        'shortMessage',
        'type',
      ].sort(),
    );
  });

  it('takes the parameters from the query string too (GET and POST)', async () => {
    const q = form({ text: SENTENCE, language: 'de' });
    const get = await request('GET', `/v2/check?${q}`);
    expect(get.status).toBe(200);
    expect((JSON.parse(get.body) as LtResponse).matches).toHaveLength(2);
    const post = await request('POST', `/v2/check?language=de-AT`, form({ text: SENTENCE }), FORM);
    expect((JSON.parse(post.body) as LtResponse).language.code).toBe('de-AT');
  });

  it('accepts the data parameter', async () => {
    const data = JSON.stringify({ annotation: [{ markup: '<b>' }, { text: 'Die Lehrer kommen.' }, { markup: '</b>' }] });
    const r = await request('POST', '/v2/check', form({ data, language: 'de-DE' }), FORM);
    expect(r.status).toBe(200);
    const [m] = (JSON.parse(r.body) as LtResponse).matches;
    expect(m?.offset).toBe(3);
    // the span reaches the verb, which a neutral rewrite changes ("Das Kollegium kommt")
    if (m) expect(replaceAt('<b>Die Lehrer kommen.</b>', m, m.replacements[0]?.value ?? '')).toBe('<b>Die Lehrer*innen kommen.</b>');
  });

  it('drops disabled rules and honours enabledOnly', async () => {
    const text = 'Die Teilnehmerzahl der Lehrer steigt.';
    const ids = async (extra: Record<string, string>): Promise<string[]> => {
      const r = await request('POST', '/v2/check', form({ text, language: 'de-DE', ...extra }), FORM);
      expect(r.status).toBe(200);
      return (JSON.parse(r.body) as LtResponse).matches.map((m) => m.rule.id);
    };
    expect(await ids({})).toEqual(['GENDERFAIR_GENERIC_MASCULINE_COMPOUND', 'GENDERFAIR_GENERIC_MASCULINE']);
    expect(await ids({ disabledRules: 'GENDERFAIR_GENERIC_MASCULINE_COMPOUND, OTHER_RULE' })).toEqual(['GENDERFAIR_GENERIC_MASCULINE']);
    expect(await ids({ disabledRules: 'de/generic-masculine' })).toEqual(['GENDERFAIR_GENERIC_MASCULINE_COMPOUND']);
    expect(await ids({ disabledCategories: 'GENDER_FAIR' })).toEqual([]);
    expect(await ids({ enabledOnly: 'true' })).toEqual([]);
    expect(await ids({ enabledOnly: 'true', enabledRules: 'GENDERFAIR_GENERIC_MASCULINE' })).toEqual(['GENDERFAIR_GENERIC_MASCULINE']);
    expect(await ids({ enabledOnly: 'true', enabledCategories: 'GENDER_FAIR' })).toHaveLength(2);
  });

  it('ignores unknown and unused parameters', async () => {
    const r = await request(
      'POST',
      '/v2/check',
      form({ text: SENTENCE, language: 'auto', preferredVariants: 'de-CH', motherTongue: 'en', level: 'picky', username: 'u', apiKey: 'k', foo: 'bar' }),
      FORM,
    );
    expect(r.status).toBe(200);
    const json = JSON.parse(r.body) as LtResponse;
    expect(json.language.code).toBe('de-CH');
    expect(json.matches).toHaveLength(2);
  });

  it('answers errors as text/plain 400s like LanguageTool', async () => {
    const cases: [string, RegExp][] = [
      [form({ text: SENTENCE, language: 'en-US' }), /^Error: 'en-US' is not a language code known to genderfair/],
      [form({ text: SENTENCE }), /^Error: Missing 'language' parameter$/],
      [form({ language: 'de' }), /^Error: Missing 'text' or 'data' parameter$/],
      ['', /^Error: Missing 'text' or 'data' parameter$/],
      [form({ data: '{"annotation": [', language: 'de' }), /^Error: Could not parse JSON/],
      ['text=Die%20Lehrer%E4&language=de', /^Error: parameter 'text' is not valid UTF-8$/],
    ];
    for (const [body, pattern] of cases) {
      const r = await request('POST', '/v2/check', body, FORM);
      expect(r.status, body).toBe(400);
      expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(r.body).toMatch(pattern);
    }
    const raw = Buffer.concat([Buffer.from('language=de&text=Die Lehrer '), Buffer.from([0xe4, 0xfc])]);
    const bad = await request('POST', '/v2/check', raw, FORM);
    expect(bad.status).toBe(400);
    expect(bad.body).toBe('Error: request body is not valid UTF-8');
  });

  it('refuses other content types (415), methods (405) and paths (404) in plain text', async () => {
    const json = await request('POST', '/v2/check', JSON.stringify({ text: SENTENCE, language: 'de' }), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    expect(json.body).toMatch(/^Error: unsupported content type 'application\/json'/);
    const put = await request('PUT', '/v2/check', form({ text: SENTENCE, language: 'de' }), FORM);
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, POST, OPTIONS');
    expect(put.body).toMatch(/^Error: method PUT/);
    const unknown = await request('GET', '/v2/info');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('GET /v2/languages', () => {
  it('lists German and its variants, and Italian', async () => {
    const r = await request('GET', '/v2/languages');
    expect(r.status).toBe(200);
    const list = JSON.parse(r.body) as { name: string; code: string; longCode: string }[];
    expect(list).toContainEqual({ name: 'German', code: 'de', longCode: 'de' });
    expect(list).toContainEqual({ name: 'German (Germany)', code: 'de', longCode: 'de-DE' });
    expect(list.map((l) => l.longCode)).toEqual(['de', 'de-DE', 'de-AT', 'de-CH', 'it']);
  });

  it('checks Italian with language=it', async () => {
    const r = await request('POST', '/v2/check', 'language=it&text=I+rifugiati+sono+stati+accolti.', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(200);
    const body = JSON.parse(r.body) as { language: { code: string }; matches: { rule: { id: string }; replacements: { value: string }[] }[] };
    expect(body.language.code).toBe('it');
    expect(body.matches.map((m) => m.rule.id)).toEqual(['GENDERFAIR_IT_GENDERED_REFERENCE']);
  });
});
