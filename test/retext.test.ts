/**
 * genderfair/retext through real unified pipelines: retext-latin for plain text, remark-parse with
 * remark-retext for Markdown, vfile-reporter for the report.
 */
import remarkParse from 'remark-parse';
import remarkRetext from 'remark-retext';
import retextLatin from 'retext-latin';
import retextStringify from 'retext-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { reporter } from 'vfile-reporter';
import { describe, expect, it } from 'vitest';
import retextGenderfair, { type GenderfairMessageFields, type Options } from '../src/retext/index.js';
import { ruleMeta, ruleUrl } from '../src/rules.js';

type Message = VFileMessage & GenderfairMessageFields;

const TEXT = 'Die Lehrer kommen morgen.\n\nJeder kann mitmachen. Die Teilnehmerzahl ist begrenzt.\n';

async function plain(text: string, options?: Options): Promise<VFile> {
  return unified().use(retextLatin).use(retextGenderfair, options).use(retextStringify).process(text);
}

async function markdown(text: string, path = 'brief.md', options?: Options): Promise<VFile> {
  const file = new VFile({ value: text, path });
  const processor = unified().use(remarkParse).use(remarkRetext, unified().use(retextLatin).use(retextGenderfair, options));
  await processor.run(processor.parse(file), file);
  return file;
}

/** The source text a message's place covers. */
function placed(source: string, m: VFileMessage): string {
  return source.slice(m.place && 'start' in m.place ? m.place.start.offset : -1, m.place && 'end' in m.place ? m.place.end.offset : -1);
}

describe('retext pipeline (plain text)', () => {
  it('reports each finding with place, ruleId, source, url, actual and expected; the text stays as it is', async () => {
    const file = await plain(TEXT);
    expect(String(file)).toBe(TEXT);
    const messages = file.messages as Message[];
    expect(messages.map((m) => [m.ruleId, m.source, m.actual, m.line, m.column])).toEqual([
      ['de/generic-masculine', 'genderfair', expect.stringMatching(/^Die Lehrer/), 1, 1],
      ['de/generic-masculine-pronoun', 'genderfair', 'Jeder', 3, 1],
      ['de/generic-masculine-compound', 'genderfair', 'Teilnehmerzahl', 3, 27],
    ]);
    for (const m of messages) {
      expect(placed(TEXT, m)).toBe(m.actual);
      expect(m.url).toBe(ruleUrl(m.ruleId!));
      expect(m.note).toBe(ruleMeta(m.ruleId!)!.explanation);
      expect(m.reason).not.toMatch(/Vorschlag/);
    }
    expect(messages[0]!.expected).toContain(messages[0]!.actual.replace('Lehrer', 'Lehrer*innen'));
    expect(messages[1]!.expected[0]).toBe('Jede*r');
    // warnings are vfile warnings, the optional compound rule an info
    expect(messages.map((m) => m.fatal)).toEqual([false, false, undefined]);
  });

  it('vfile-reporter lists the findings with rule and source', async () => {
    const report = reporter(await plain(TEXT));
    expect(report).toMatch(/1:1-1:\d+\s+warning\s+„Lehrer“ ist ein generisches Maskulinum.*de\/generic-masculine\s+genderfair/);
    expect(report).toMatch(/3:27-3:41\s+info\s+„Teilnehmer“ im Kompositum/);
    expect(report).toMatch(/2 warnings/);
  });

  it('takes check() options: styles order the expected texts, allow keeps a word', async () => {
    const colon = (await plain('Jeder Mitarbeiter kommt.', { styles: ['colon'] })).messages as Message[];
    expect(colon[0]!.expected[0]).toBe('Jede:r Mitarbeiter:in');
    expect((await plain(TEXT, { allow: ['Lehrer'] })).messages.map((m) => m.ruleId)).not.toContain('de/generic-masculine');
    expect((await plain(TEXT, { minSeverity: 'warning' })).messages).toHaveLength(2);
  });

  it('an inclusive text gets no message', async () => {
    expect((await plain('Die Lehrer*innen kommen. Alle können mitmachen.')).messages).toEqual([]);
  });
});

describe('remark-retext (Markdown)', () => {
  const MD = '# Hallo\n\nDer **erfahrene** Nutzer und `Lehrer` treffen die Lehrer.\n\n- jeder Mitarbeiter\n';

  it('places findings in the Markdown source; code is not checked; stars in expected are escaped', async () => {
    const file = await markdown(MD);
    const messages = file.messages as Message[];
    expect(messages.map((m) => [m.actual, m.line, m.column])).toEqual([
      ['Der **erfahrene** Nutzer', 3, 1],
      ['treffen die Lehrer', 3, 39], // "das Kollegium trifft" changes the verb too
      ['jeder Mitarbeiter', 5, 3],
    ]);
    for (const m of messages) expect(placed(MD, m)).toBe(m.actual);
    // the emphasis stays where it was, the stars are escaped
    expect(messages[0]!.expected[0]).toBe('Der\\*die **erfahrene** Nutzer\\*in');
    expect(messages[2]!.expected[0]).toBe('jede\\*r Mitarbeiter\\*in');
  });

  it('without a Markdown file name the stars are written as they are unless markdown: true', async () => {
    const file = await markdown(MD, 'brief.txt');
    expect((file.messages[2] as Message).expected[0]).toBe('jede*r Mitarbeiter*in');
    const told = await markdown(MD, 'brief.txt', { markdown: true });
    expect((told.messages[2] as Message).expected[0]).toBe('jede\\*r Mitarbeiter\\*in');
  });
});
