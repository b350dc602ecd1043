/**
 * Configuration files, found like eslint/prettier find theirs: the nearest of `.genderfairrc` (YAML or
 * JSON), `.genderfairrc.json`, `.genderfairrc.yaml`/`.yml`, `genderfair.config.js`/`.mjs` (default export)
 * or a `genderfair` key in package.json, searched from the checked file's folder upward to the
 * filesystem root. The nearest one wins as a whole (no merging of nested files, as in prettier).
 * Used by the CLI; check() itself never touches the file system.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Loader, lilconfig } from 'lilconfig';
import { InputError } from '../errors.js';
import { ALL_STYLES, type RuleSeverities, type Severity, type Style, type UserLexicon } from '../types.js';
import { RULE_IDS, SEVERITIES } from '../rules.js';
import { compileUserLexicon } from '../de/user-lexicon.js';

/** What a config file may set (see README, "Konfiguration"). */
export interface GenderfairConfig {
  styles?: Style[];
  /** Words and names that are never flagged (as --allow). */
  allow?: string[];
  /** Severity per rule id: 'off' | 'info' | 'warning'. */
  rules?: RuleSeverities;
  minSeverity?: Severity;
  compounds?: 'default' | 'all';
  /** gitignore-style patterns, relative to the config file's folder: matching files are not checked. */
  ignore?: string[];
  /** Own person nouns (with feminine, plural, neutral alternatives) and names never flagged. */
  lexicon?: UserLexicon;
  /** The language of the texts: 'de' (default) or 'it'. */
  lang?: 'de' | 'it';
}

export interface LoadedConfig {
  config: GenderfairConfig;
  /** Absolute path of the file the config came from. */
  filepath: string;
}

/** A config file that cannot be read or is not valid: one line that names the file (exit 2). */
export class ConfigError extends InputError {
  override name = 'ConfigError';
}

export const SEARCH_PLACES = [
  'package.json',
  '.genderfairrc',
  '.genderfairrc.json',
  '.genderfairrc.yaml',
  '.genderfairrc.yml',
  'genderfair.config.js',
  'genderfair.config.mjs',
];

const RULE_SEVERITIES: readonly string[] = ['off', ...SEVERITIES];

function invalid(file: string, problem: string): ConfigError {
  return new ConfigError(`invalid config '${shown(file)}': ${problem}`);
}

/** A path as the user sees it: relative to the working folder when it lies inside it. */
function shown(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

const jsonLoader: Loader = (file, content) => {
  try {
    return JSON.parse(content) as unknown;
  } catch (err) {
    throw invalid(file, `not valid JSON (${(err as Error).message})`);
  }
};

// YAML 1.2 reads JSON too, so an extensionless .genderfairrc may be either (as in cosmiconfig). The YAML
// parser is loaded only here: `check` of a folder without YAML config does not pay for parsing it.
const yamlLoader: Loader = async (file, content) => {
  const { parseYaml } = await import('./yaml.js');
  try {
    return parseYaml(content) as unknown;
  } catch (err) {
    throw invalid(file, `not valid YAML (${(err as Error).message.split('\n')[0]!.replace(/:\s*$/, '')})`);
  }
};

const jsLoader: Loader = async (file) => {
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return mod.default;
  } catch (err) {
    throw invalid(file, `cannot load it (${(err as Error).message.split('\n')[0]})`);
  }
};

const LOADERS = { '.json': jsonLoader, '.yaml': yamlLoader, '.yml': yamlLoader, noExt: yamlLoader, '.js': jsLoader, '.mjs': jsLoader };

/**
 * Checks a config object (from a file `file`) and returns it typed; throws a ConfigError naming the
 * first problem (unknown key, wrong type, unknown style/rule/severity).
 */
export function validateConfig(raw: unknown, file: string): GenderfairConfig {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid(file, 'expected an object');
  const out: GenderfairConfig = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    switch (key) {
      case 'styles': {
        const list = stringList(value, file, key);
        for (const s of list) {
          if (!(ALL_STYLES as readonly string[]).includes(s)) throw invalid(file, `unknown style '${s}' in "styles"; valid styles: ${ALL_STYLES.join(', ')}`);
        }
        out.styles = list as Style[];
        break;
      }
      case 'allow':
        out.allow = stringList(value, file, key);
        break;
      case 'ignore':
        out.ignore = stringList(value, file, key);
        break;
      case 'minSeverity':
        if (typeof value !== 'string' || !(SEVERITIES as readonly string[]).includes(value)) throw invalid(file, `"minSeverity" must be one of ${SEVERITIES.join(', ')}`);
        out.minSeverity = value as Severity;
        break;
      case 'compounds':
        if (value !== 'default' && value !== 'all') throw invalid(file, '"compounds" must be "default" or "all"');
        out.compounds = value;
        break;
      case 'rules':
        out.rules = ruleSeverities(value, file);
        break;
      case 'lang':
        if (value !== 'de' && value !== 'it') throw invalid(file, '"lang" must be "de" or "it"');
        out.lang = value;
        break;
      case 'lexicon':
        try {
          compileUserLexicon(value as UserLexicon);
        } catch (err) {
          throw invalid(file, `"lexicon": ${(err as Error).message.replace(/^invalid lexicon: /, '')}`);
        }
        out.lexicon = value as UserLexicon;
        break;
      default:
        throw invalid(file, `unknown option "${key}"; valid options: lang, styles, allow, rules, minSeverity, compounds, ignore, lexicon`);
    }
  }
  return out;
}

function stringList(value: unknown, file: string, key: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw invalid(file, `"${key}" must be a list of strings`);
  return value as string[];
}

function ruleSeverities(value: unknown, file: string): RuleSeverities {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(file, '"rules" must be an object of rule id -> off|info|warning');
  const out: RuleSeverities = {};
  for (const [id, level] of Object.entries(value as Record<string, unknown>)) {
    if (!(RULE_IDS as readonly string[]).includes(id)) throw invalid(file, `unknown rule '${id}' in "rules"; rules: ${RULE_IDS.join(', ')}`);
    if (typeof level !== 'string' || !RULE_SEVERITIES.includes(level)) throw invalid(file, `rule '${id}' must be off, info or warning`);
    out[id as keyof RuleSeverities] = level as 'off' | Severity;
  }
  return out;
}

/**
 * Finds and loads configuration files. One instance caches what it found per folder (the CLI makes one
 * per run), so checking many files reads each config file once.
 */
export class ConfigLoader {
  private readonly explorer = lilconfig('genderfair', { searchPlaces: SEARCH_PLACES, loaders: LOADERS, stopDir: '/' });
  private readonly validated = new Map<string, LoadedConfig | null>();

  /** The config that applies to `forFile` (a file path; for stdin a path in the folder to start from), or null. */
  async configFor(forFile: string): Promise<LoadedConfig | null> {
    const dir = path.dirname(path.resolve(forFile));
    const found = await this.explorer.search(dir);
    return found ? this.checked(found.filepath, found.config) : null;
  }

  /** An explicitly named config file (`--config FILE`). */
  async load(file: string): Promise<LoadedConfig> {
    const abs = path.resolve(file);
    try {
      await readFile(abs);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new ConfigError(`cannot read config '${file}': ${code === 'ENOENT' ? 'no such file' : (code ?? (err as Error).message)}`);
    }
    const ext = path.extname(abs);
    if (path.basename(abs) !== 'package.json' && ext !== '' && !(ext in LOADERS)) {
      throw invalid(file, `unknown file type '${ext}' (use .json, .yaml, .yml, .js, .mjs or none)`);
    }
    const found = await this.explorer.load(abs);
    return this.checked(found?.filepath ?? abs, found?.config) ?? { config: {}, filepath: abs };
  }

  private checked(filepath: string, raw: unknown): LoadedConfig {
    let loaded = this.validated.get(filepath);
    if (!loaded) {
      loaded = { config: validateConfig(raw, filepath), filepath };
      this.validated.set(filepath, loaded);
    }
    return loaded;
  }
}

/** The config that applies to `forFile` (searched upward from its folder), or null when there is none. */
export function loadConfig(forFile: string): Promise<LoadedConfig | null> {
  return new ConfigLoader().configFor(forFile);
}
