/** The YAML parser for config files, in a module of its own so that the CLI loads it only for a YAML config. */
export { parse as parseYaml, parseDocument as parseYamlDocument } from 'yaml';
