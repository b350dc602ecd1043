/**
 * Options shared by `genderfair check` and `genderfair fix`: --style, --allow, --min-severity, --config,
 * --no-config, and how they combine with a config file (command line > config file > defaults).
 */
import path from 'node:path';
import { InvalidArgumentError, Option } from 'commander';
import { ConfigLoader, type GenderfairConfig, type LoadedConfig } from '../config/index.js';
import { type IgnoreList, configIgnores, isIgnored, readIgnoreFile } from '../config/ignore.js';
import { ALL_STYLES, type CheckOptions, type Severity, type Style } from '../types.js';
import { SEVERITIES } from '../rules.js';
import type { Source } from './inputs.js';

export { SEVERITIES };

/** What commander hands the action for the shared options. */
export interface CheckerCliOptions {
  /** --lang de|it (default de). */
  lang?: 'de' | 'it';
  style?: Style[];
  allow?: string[];
  minSeverity?: Severity;
  /** --config FILE (a string), --no-config (false), neither (undefined: search for one). */
  config?: string | false;
  stdinFilename?: string;
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

/** --lang: the language of the texts (German by default; Italian: src/it/check.ts). */
export function langOption(): Option {
  // no default here: a config file's "lang" applies unless --lang is given (then German)
  return new Option('--lang <lang>', 'Sprache der Texte (de: Deutsch, it: Italienisch; Standard: de)').choices(['de', 'it']);
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
  return new Option('--min-severity <level>', `${description} (Standard: info)`).choices(SEVERITIES);
}

export function configOption(): Option {
  return new Option('--config <file>', 'diese Konfigurationsdatei statt der gesuchten verwenden');
}

export function noConfigOption(): Option {
  return new Option('--no-config', 'keine Konfigurationsdatei lesen (.genderfairignore gilt weiter)');
}

/**
 * The options for check() from the shared CLI options and a config file: the command line wins over the
 * file, the file over the defaults; --allow adds to the file's "allow" list.
 */
export function checkOptionsFrom(opts: CheckerCliOptions, config: GenderfairConfig = {}): CheckOptions {
  const styles = opts.style ?? config.styles;
  const allow = [...(config.allow ?? []), ...(opts.allow ?? [])];
  return {
    lang: opts.lang ?? config.lang ?? 'de',
    ...(styles ? { styles } : {}),
    ...(allow.length > 0 ? { allow } : {}),
    minSeverity: opts.minSeverity ?? config.minSeverity ?? 'info',
    ...(config.compounds ? { compounds: config.compounds } : {}),
    ...(config.rules ? { rules: config.rules } : {}),
    ...(config.lexicon ? { lexicon: config.lexicon } : {}),
  };
}

/** The config files of one run: which applies to each input, and which inputs they leave out. */
export class CliSettings {
  private readonly loader = new ConfigLoader();
  private explicit?: Promise<LoadedConfig>;

  constructor(
    private readonly opts: CheckerCliOptions,
    private readonly cwd = process.cwd(),
  ) {}

  /** The config that applies to `src` (stdin: the one for --stdin-filename, else the working folder's). */
  async configFor(src: Source): Promise<LoadedConfig | null> {
    if (this.opts.config === false) return null;
    if (typeof this.opts.config === 'string') return (this.explicit ??= this.loader.load(this.opts.config));
    const file = src.path ?? this.opts.stdinFilename ?? 'stdin';
    return this.loader.configFor(path.resolve(this.cwd, file));
  }

  /** check() options for each source, in order (all config files are read before any output). */
  async checkOptions(sources: readonly Source[]): Promise<CheckOptions[]> {
    const out: CheckOptions[] = [];
    for (const src of sources) out.push(checkOptionsFrom(this.opts, (await this.configFor(src))?.config));
    return out;
  }

  /**
   * `sources` without the files that .genderfairignore or the applying config's "ignore" list leave out.
   * A file named on the command line is left out too, with a note on `stderr` (as eslint does).
   */
  async withoutIgnored(sources: readonly Source[], stderr: NodeJS.WritableStream): Promise<Source[]> {
    const ignoreFile = await readIgnoreFile(this.cwd);
    const out: Source[] = [];
    for (const src of sources) {
      if (src.path === undefined) {
        out.push(src);
        continue;
      }
      const loaded = await this.configFor(src);
      const lists = [ignoreFile, loaded && configIgnores(loaded)].filter((l): l is IgnoreList => !!l);
      const by = lists.find((l) => isIgnored(l, path.resolve(this.cwd, src.path!)));
      if (!by) out.push(src);
      else if (!src.fromGlob) stderr.write(`genderfair: übersprungen: ${src.name} (ignoriert durch ${by.origin})\n`);
    }
    return out;
  }
}
