/**
 * "Always allow this word": adds a word to the allow list of the configuration file that applies to a
 * document (the one the CLI would use), keeping the rest of the file as it is (jsonc-parser for JSON and
 * package.json, the yaml document model for YAML, comments included). Without a config file a
 * `.genderfairrc.json` is created in `fallbackDir`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, modify, parse, type ParseError } from 'jsonc-parser';
import { ConfigError, ConfigLoader } from '../config/index.js';

export interface AllowResult {
  file: string;
  /** False when the word was in the list already. */
  added: boolean;
}

export async function allowWord(documentPath: string, word: string, fallbackDir: string): Promise<AllowResult> {
  const found = await new ConfigLoader().configFor(documentPath);
  if (!found) {
    const file = path.join(fallbackDir, '.genderfairrc.json');
    await writeFile(file, `${JSON.stringify({ allow: [word] }, null, 2)}\n`, { flag: 'wx' });
    return { file, added: true };
  }
  const file = found.filepath;
  if ((found.config.allow ?? []).some((w) => w.toLowerCase() === word.toLowerCase())) return { file, added: false };
  if (/\.(?:c|m)?js$/.test(file)) throw new ConfigError(`cannot edit '${file}' (JavaScript); add "${word}" to its allow list by hand`);
  const text = await readFile(file, 'utf8');
  const keyPath = path.basename(file) === 'package.json' ? ['genderfair', 'allow'] : ['allow'];
  const errors: ParseError[] = [];
  parse(text, errors);
  const updated = errors.length === 0 ? addToJson(text, keyPath, word, found.config.allow !== undefined) : await addToYaml(text, word);
  await writeFile(file, updated);
  return { file, added: true };
}

function addToJson(text: string, keyPath: string[], word: string, hasList: boolean): string {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const formattingOptions = { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length };
  const edits = hasList
    ? modify(text, [...keyPath, -1], word, { isArrayInsertion: true, formattingOptions })
    : modify(text, keyPath, [word], { formattingOptions });
  return applyEdits(text, edits);
}

async function addToYaml(text: string, word: string): Promise<string> {
  // loaded only for a YAML config (as src/config does)
  const { parseYamlDocument } = await import('../config/yaml.js');
  const doc = parseYamlDocument(text);
  const list = doc.get('allow');
  if (list === undefined || list === null) doc.set('allow', doc.createNode([word]));
  else doc.addIn(['allow'], word);
  return doc.toString();
}
