/**
 * Writes docs/rules/: one Markdown page per rule of the registry (src/rules.ts) and an index. The
 * registry is the source; run this after adding or changing a rule (a test fails while a page is stale).
 *
 * Usage: npx tsx scripts/build-rule-docs.ts   (npm run rule-docs)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATEGORY_LABEL, RULES, type RuleMeta, rulePagePath } from '../src/rules.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SEVERITY_LABEL = { warning: 'Warnung (`warning`)', info: 'Hinweis (`info`)' } as const;

/** The page of one rule (German, like the explanations it shows). */
export function rulePage(rule: RuleMeta): string {
  const examples = rule.examples.map((e) => `| ${e.flagged} | ${e.better ?? '(kein automatischer Vorschlag)'} |`).join('\n');
  const sources = rule.sources.map((s) => `- ${s.url ? `[${s.title}](${s.url})` : s.title}`).join('\n');
  return `# ${rule.title} (\`${rule.id}\`)

${rule.description}.

- Kategorie: ${CATEGORY_LABEL[rule.category].one}
- Schweregrad: ${SEVERITY_LABEL[rule.severity]}; in einer Konfigurationsdatei änderbar mit \`"rules": { "${rule.id}": "off" | "info" | "warning" }\`

## Warum

${rule.explanation}

## Beispiele

| gemeldet | Vorschlag |
|---|---|
${examples}

## Meldung

> ${rule.message.replace('{word}', '…').replace('{part}', '…')}

## Ausschalten

- für ein Wort: \`allow\` in der Konfiguration oder \`<!-- genderfair-ignore Wort -->\` vor dem Absatz (Markdown, HTML)
- für einen Abschnitt: \`<!-- genderfair-disable -->\` … \`<!-- genderfair-enable -->\`

## Quellen

${sources}

<!-- generated from src/rules.ts by scripts/build-rule-docs.ts -->
`;
}

/** docs/rules/README.md: the rules in a table. */
export function rulesIndex(rules: readonly RuleMeta[]): string {
  const rows = rules.map((r) => `| [\`${r.id}\`](${path.posix.relative('docs/rules', rulePagePath(r.id))}) | ${r.description} | ${r.severity} |`);
  return `# Regeln

| Regel | Beschreibung | Schweregrad |
|---|---|---|
${rows.join('\n')}

<!-- generated from src/rules.ts by scripts/build-rule-docs.ts -->
`;
}

/** Every page: repository path -> content. */
export function ruleDocs(rules: readonly RuleMeta[] = RULES): Map<string, string> {
  const pages = new Map<string, string>([['docs/rules/README.md', rulesIndex(rules)]]);
  for (const rule of rules) pages.set(rulePagePath(rule.id), rulePage(rule));
  return pages;
}

function main(): void {
  for (const [file, content] of ruleDocs()) {
    const abs = path.join(ROOT, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
