/**
 * JSON and YAML locale files (i18next, vue-i18n, Rails, Symfony, …) as prose: every string value is a block
 * of its own; keys, numbers, booleans and placeholders (see placeholders.ts) are never read. JSON is read
 * with jsonc-parser (comments and trailing commas allowed), YAML with `yaml`, both with source offsets.
 * Escapes are decoded as replaced pieces, and a rewrite is written as its string needs it (JSON escapes; in
 * YAML by the value's style: double-quoted, single-quoted, plain or block).
 */
import { printParseErrorCode, visit as visitJson } from 'jsonc-parser';
import { LineCounter, type Scalar, parseDocument, visit as visitYaml } from 'yaml';
import type { Decoded } from './decoded.js';
import { registerInputFormat } from './formats.js';
import { appendTranslation } from './placeholders.js';
import { type Prose, ProseBuilder } from './prose.js';
import { InputError } from '../errors.js';

const JSON_ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** A JSON escape at source[i] (`\u00e4` one UTF-16 unit at a time). */
function decodeJson(source: string, i: number): Decoded | undefined {
  if (source[i] !== '\\') return undefined;
  const c = source[i + 1] ?? '';
  if (c === 'u') {
    const hex = source.slice(i + 2, i + 6);
    return /^[0-9a-fA-F]{4}$/.test(hex) ? { length: 6, text: String.fromCharCode(parseInt(hex, 16)) } : undefined;
  }
  const text = JSON_ESCAPES[c];
  return text === undefined ? undefined : { length: 2, text };
}

function encodeJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function jsonProse(source: string): Prose {
  const b = new ProseBuilder(source);
  if (source.trim() === '') return b.build(); // an empty file has no strings (jsonc-parser calls it an error)
  visitJson(
    source,
    {
      onLiteralValue: (value: unknown, offset: number, length: number) => {
        if (typeof value === 'string') appendTranslation(b, source, offset + 1, offset + length - 1, value, decodeJson);
      },
      onError: (error, _offset, _length, line, column) => {
        throw new InputError(`line ${line + 1}:${column + 1}: invalid JSON (${printParseErrorCode(error)})`);
      },
    },
    { allowTrailingComma: true, disallowComments: false },
  );
  return b.build(encodeJson);
}

const YAML_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const YAML_HEX: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

function decodeYamlDouble(source: string, i: number): Decoded | undefined {
  if (source[i] !== '\\') return undefined;
  const c = source[i + 1] ?? '';
  const digits = YAML_HEX[c];
  if (digits !== undefined) {
    const hex = source.slice(i + 2, i + 2 + digits);
    if (!new RegExp(`^[0-9a-fA-F]{${digits}}$`).test(hex)) return undefined;
    const code = parseInt(hex, 16);
    return code <= 0x10ffff ? { length: 2 + digits, text: String.fromCodePoint(code) } : undefined;
  }
  const text = YAML_ESCAPES[c];
  return text === undefined ? undefined : { length: 2, text };
}

function decodeYamlSingle(source: string, i: number): Decoded | undefined {
  return source[i] === "'" && source[i + 1] === "'" ? { length: 2, text: "'" } : undefined;
}

const decodeNothing = (): undefined => undefined;

type ScalarType = Scalar['type'];

const YAML_ENCODERS: Partial<Record<NonNullable<ScalarType>, (text: string) => string>> = {
  QUOTE_DOUBLE: (text) => text.replace(/[\\"]/g, (c) => `\\${c}`),
  QUOTE_SINGLE: (text) => text.replace(/'/g, "''"),
};

function yamlProse(source: string): Prose {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, keepSourceTokens: false, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    const at = lineCounter.linePos(error.pos[0]);
    throw new InputError(`line ${at.line}:${at.col}: invalid YAML (${error.message.split('\n')[0]})`);
  }
  const b = new ProseBuilder(source);
  // prose start of each value and its style, in prose order: encode() writes a rewrite as its value needs
  const starts: number[] = [];
  const types: ScalarType[] = [];
  visitYaml(doc, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      let [start, end] = node.range;
      const type = node.type;
      if (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE') {
        start++;
        end--;
      } else if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') {
        const header = source.indexOf('\n', start); // `|`, `>-`, … and a comment up to the line's end
        start = header < 0 ? end : header + 1;
      }
      starts.push(b.position);
      types.push(type);
      const decodeAt = type === 'QUOTE_DOUBLE' ? decodeYamlDouble : type === 'QUOTE_SINGLE' ? decodeYamlSingle : decodeNothing;
      appendTranslation(b, source, start, end, node.value, decodeAt);
    },
  });
  const encode = (text: string, at: number): string => {
    let lo = 0;
    let hi = starts.length - 1;
    let k = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= at) {
        k = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const encoder = k >= 0 ? YAML_ENCODERS[types[k]!] : undefined;
    return encoder ? encoder(text) : text;
  };
  return b.build(encode);
}

registerInputFormat('json', jsonProse);
registerInputFormat('yaml', yamlProse);
