/** Options shared by `genderfair check` and `genderfair fix`: --style, --allow, --min-severity. */
import { InvalidArgumentError, Option } from 'commander';
import { ALL_STYLES, type CheckOptions, type Severity, type Style } from '../types.js';

export const SEVERITIES: readonly Severity[] = ['info', 'warning'];

/** What commander hands the action for the shared options. */
export interface CheckerCliOptions {
  style?: Style[];
  allow?: string[];
  minSeverity: Severity;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** `--style a,b --style c` -> [a, b, c] (order kept, duplicates dropped). */
export function parseStyles(value: string, previous: Style[] | undefined): Style[] {
  const list = splitList(value);
  if (list.length === 0) throw new InvalidArgumentError(`no style given; valid styles: ${ALL_STYLES.join(', ')}`);
  const out = [...(previous ?? [])];
  for (const s of list) {
    if (!(ALL_STYLES as readonly string[]).includes(s)) {
      throw new InvalidArgumentError(`unknown style '${s}'; valid styles: ${ALL_STYLES.join(', ')}`);
    }
    if (!out.includes(s as Style)) out.push(s as Style);
  }
  return out;
}

export function parseAllow(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), ...splitList(value)];
}

export function styleOption(): Option {
  return new Option(
    '--style <styles>',
    `gewünschte Stilformen, kommagetrennt und/oder wiederholt, bevorzugte zuerst (${ALL_STYLES.join(', ')}); Standard: star,pair,neutral`,
  ).argParser(parseStyles);
}

export function allowOption(): Option {
  return new Option('--allow <words>', 'akzeptierte Wörter/Phrasen, kommagetrennt und/oder wiederholt').argParser(
    parseAllow,
  );
}

export function minSeverityOption(description: string): Option {
  return new Option('--min-severity <level>', description).choices(SEVERITIES).default('info');
}

/** The options for check() from the shared CLI options. */
export function checkOptionsFrom(opts: CheckerCliOptions): CheckOptions {
  return {
    lang: 'de',
    ...(opts.style ? { styles: opts.style } : {}),
    ...(opts.allow ? { allow: opts.allow } : {}),
    minSeverity: opts.minSeverity,
  };
}
