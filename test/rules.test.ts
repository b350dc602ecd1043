/**
 * The rule registry (src/rules.ts): every rule's examples are real findings of the checker with its
 * message, its page in docs/rules/ is current, and every front end knows every rule.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleDocs } from '../scripts/build-rule-docs.js';
import { createReporter, makeColors } from '../src/cli/format.js';
import { check } from '../src/index.js';
import { CATEGORY_LABEL, RULES, RULE_CATEGORIES, RULE_IDS, SEVERITIES, formatMessage, ruleUrl, severityRank } from '../src/rules.js';
import { ltRuleId, plainText, toLtMatches } from '../src/server/languagetool.js';
import { applyEdits } from '../src/text/edits.js';
import type { Diagnostic } from '../src/types.js';
import { categoryOf, LANG_CATEGORIES } from '../web/src/labels.js';
import retextLatin from 'retext-latin';
import retextStringify from 'retext-stringify';
import { unified } from 'unified';
import retextGenderfair from '../src/retext/index.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { hoverFor, toLspDiagnostic } from '../src/lsp/convert.js';

const ALL_STYLES_ORDER = ['star', 'pair', 'neutral', 'colon'] as const;

/** The language of a rule: the first part of its id ('de/generic-masculine'). */
const langOf = (id: string) => id.slice(0, id.indexOf('/')) as 'de' | 'it';

/** A finding of `ruleId` on its first example (what the front ends get). */
function findingOf(ruleId: string): { text: string; diagnostic: Diagnostic } {
  const rule = RULES.find((r) => r.id === ruleId)!;
  const text = rule.examples[0]!.flagged;
  const diagnostic = check(text, { lang: langOf(ruleId) }).find((d) => d.ruleId === ruleId);
  if (!diagnostic) throw new Error(`no finding of ${ruleId} in its example "${text}"`);
  return { text, diagnostic };
}

describe('the registry', () => {
  it('ids are unique, named <language>/<name>, and each category has labels', () => {
    expect(new Set(RULE_IDS).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]{2}\/[a-z-]+$/);
      expect(RULE_CATEGORIES).toContain(rule.category);
      expect(CATEGORY_LABEL[rule.category].one).not.toBe('');
      expect(SEVERITIES).toContain(rule.severity);
      expect(rule.sources.length).toBeGreaterThan(0);
    }
  });

  it('one severity order, least severe first', () => {
    expect(SEVERITIES).toEqual(['info', 'warning']);
    expect(severityRank('warning')).toBeGreaterThan(severityRank('info'));
  });

  it.each(RULES.map((r) => [r.id, r] as const))('%s: each example is flagged with the rule message and rewritten as shown', (_id, rule) => {
    for (const example of rule.examples) {
      const d = check(example.flagged, { lang: langOf(rule.id), styles: [...ALL_STYLES_ORDER] }).find((x) => x.ruleId === rule.id);
      expect(d, example.flagged).toBeDefined();
      const part = rule.id.endsWith('-compound') ? /„([^“]+)“ im Kompositum/.exec(d!.message)![1]! : d!.actual;
      expect(d!.message.startsWith(formatMessage(rule.message, { word: d!.actual, part }))).toBe(true);
      expect(d!.severity).toBe(rule.severity);
      if (example.better === undefined) expect(d!.suggestions).toEqual([]);
      else expect(d!.suggestions.map((s) => applyEdits(example.flagged, s.edits))).toContain(example.better);
    }
  });

  it('messages carry no suggestion: each front end shows the suggestions itself', () => {
    for (const rule of RULES) expect(findingOf(rule.id).diagnostic.message).not.toMatch(/Vorschlag/);
  });

  it('docs/rules/ is what scripts/build-rule-docs.ts writes from the registry (npm run rule-docs)', () => {
    const pages = ruleDocs();
    expect(pages.size).toBe(RULES.length + 1);
    for (const [file, content] of pages) expect(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), file).toBe(content);
  });
});

describe('every front end knows every rule', () => {
  it('SARIF: tool.driver.rules lists each rule with its descriptions, default level and helpUri', () => {
    let out = '';
    const reporter = createReporter('sarif', { write: (t) => (out += t), colors: makeColors(false), version: '0.0.0' });
    reporter.end({ warnings: 0, infos: 0 });
    const rules = (JSON.parse(out) as { runs: { tool: { driver: { rules: Record<string, unknown>[] } } }[] }).runs[0]!.tool.driver.rules;
    for (const rule of RULES) {
      const entry = rules.find((r) => r.id === rule.id);
      expect(entry, rule.id).toMatchObject({
        shortDescription: { text: rule.description },
        fullDescription: { text: rule.explanation },
        helpUri: ruleUrl(rule.id),
        defaultConfiguration: { level: rule.severity === 'warning' ? 'warning' : 'note' },
      });
      expect(ruleUrl(rule.id)).toMatch(new RegExp(`/docs/rules/${rule.id}\\.md$`));
    }
  });

  it('LanguageTool: each rule has its id, description and short message', () => {
    for (const rule of RULES) {
      const { text, diagnostic } = findingOf(rule.id);
      const [match] = toLtMatches(plainText(text), [diagnostic]);
      expect(match?.rule.id).toBe(ltRuleId(rule.id));
      expect(match?.rule.description).toBe(rule.description);
      expect(match?.shortMessage).toBe(rule.title);
    }
  });

  it('retext: each rule is a message with its rule id and url', async () => {
    for (const rule of RULES) {
      const file = await unified().use(retextLatin).use(retextGenderfair, { lang: langOf(rule.id) }).use(retextStringify).process(rule.examples[0]!.flagged);
      const message = file.messages.find((m) => m.ruleId === rule.id) as (typeof file.messages)[number] & { url?: string };
      expect(message?.url, rule.id).toBe(ruleUrl(rule.id));
    }
  });

  it('language server: each rule has its code, link to its page, and its explanation on hover', () => {
    for (const rule of RULES) {
      const { text, diagnostic } = findingOf(rule.id);
      const doc = TextDocument.create('untitled:a.txt', 'plaintext', 1, text);
      expect(toLspDiagnostic(doc, diagnostic)).toMatchObject({ code: rule.id, codeDescription: { href: ruleUrl(rule.id) }, source: 'genderfair' });
      const hover = hoverFor(doc, [diagnostic], diagnostic.start);
      expect((hover?.contents as { value: string }).value).toContain(rule.explanation);
    }
  });

  it('web editor: each rule has a category the summary of its language lists', () => {
    for (const rule of RULES) {
      const category = categoryOf(findingOf(rule.id).diagnostic);
      expect(category).toBe(rule.category);
      expect(LANG_CATEGORIES[langOf(rule.id)]).toContain(category);
    }
  });
});
