/**
 * Builds the masculine↔feminine form pairs of Spanish and French (data/es/gender-pairs.txt,
 * data/fr/gender-pairs.txt) from the hunspell dictionaries' gender affix flags, plus French past
 * participles from Lefff (french-verbs-lefff). One pair a line: `masculine feminine`, singular and
 * plural forms alike. The hunspell data is only read here, at build time.
 *
 *   npx tsx scripts/build-gender-pairs.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Rule {
  strip: string;
  add: string;
  cond: RegExp;
}

/** SFX rules of the given flags (`FLAG UTF-8` or `FLAG long`), morphological fields dropped. */
function suffixRules(aff: string, flags: (flag: string) => boolean): Map<string, Rule[]> {
  const rules = new Map<string, Rule[]>();
  for (const line of aff.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f[0] !== 'SFX' || f.length < 5 || !flags(f[1]!)) continue;
    const [, flag, strip, addField, cond] = f as [string, string, string, string, string];
    const add = addField.split('/')[0]!;
    const list = rules.get(flag) ?? [];
    list.push({ strip: strip === '0' ? '' : strip, add: add === '0' ? '' : add, cond: new RegExp(`${cond}$`, 'u') });
    rules.set(flag, list);
  }
  return rules;
}

function apply(stem: string, r: Rule): string | undefined {
  if (!r.cond.test(stem) || !stem.endsWith(r.strip)) return undefined;
  return stem.slice(0, stem.length - r.strip.length) + r.add;
}

/** Dictionary entries: [stem, flags] (flags split by `split`). */
function entries(dic: string, split: (flags: string) => string[]): [string, string[]][] {
  return dic
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s/)[0]!)
    .filter((l) => l.length > 0)
    .map((l) => {
      const i = l.indexOf('/');
      return i < 0 ? [l, []] : [l.slice(0, i), split(l.slice(i + 1))];
    });
}

/**
 * Words whose "feminine" from an affix flag is another word (es: de → da, sobre → sobra, mejor →
 * mejora): prepositions, adverbs, comparatives and relatives that never agree with a person.
 */
const NOT_VARIABLE = new Set(
  ('de a ante bajo cabe con contra desde durante en entre hacia hasta mediante para por según sin so sobre tras ' +
    'versus vía antes después debajo delante detrás encima tal cual cuyo cuyos mejor peor mayor menor superior ' +
    'inferior anterior posterior exterior interior ulterior es son fue era sea ' +
    'de du des le la en au aux par pour sur sous sans chez dans vers entre avant après selon plus').split(' '),
);

const pairs = (out: Map<string, string>, m: string | null, f: string | null): void => {
  if (!m || !f || m.length < 2 || m === f || out.has(m)) return;
  if ([m, f, m.replace(/e?s$/, '')].some((w) => NOT_VARIABLE.has(w))) return;
  if (/^\p{Ll}+(?: \p{Ll}+)?$/u.test(m + f)) out.set(m, f);
};

function spanish(): Map<string, string> {
  const dir = 'node_modules/dictionary-es/';
  const aff = readFileSync(dir + 'index.aff', 'utf8');
  const dic = readFileSync(dir + 'index.dic', 'utf8');
  const rules = suffixRules(aff, (f) => f === 'G' || f === 'S');
  const plural = (stem: string): string => {
    for (const r of rules.get('S')!) {
      const form = apply(stem, r);
      if (form !== undefined) return form;
    }
    return /[aeiouáéíóú]$/.test(stem) ? stem + 's' : stem + 'es';
  };
  const out = new Map<string, string>();
  const list = entries(dic, (f) => [...f]);
  const words = new Set(list.map(([w]) => w));
  for (const [stem, flags] of list) {
    if (flags.includes('G')) {
      for (const r of rules.get('G')!) {
        const form = apply(stem, r);
        if (form === undefined) continue;
        // The flag gives -e words an -a form that is mostly another word or none in use (alegre / alegra,
        // libre / libra, presente / presenta): the person nouns among them are in irregular-pairs.txt.
        if (stem.endsWith('e') && /as?$/.test(form)) continue;
        if (form.endsWith('as')) pairs(out, plural(stem), form);
        else pairs(out, stem, form);
      }
    }
    // Nouns listed once per gender (jefe / jefa, monje / monja); -nte nouns (gerente, asistente) are
    // epicene in current use although the dictionary lists gerenta, asistenta.
    if (/(?:fe|je)$/.test(stem) && stem.length >= 4 && words.has(stem.slice(0, -1) + 'a')) {
      pairs(out, stem, stem.slice(0, -1) + 'a');
      pairs(out, stem + 's', stem.slice(0, -1) + 'as');
    }
    // … and juez / jueza.
    if (/[lnrz]$/.test(stem) && stem.length >= 4 && words.has(stem + 'a')) {
      pairs(out, stem, stem + 'a');
      pairs(out, plural(stem), stem + 'as');
    }
  }
  return out;
}

function french(): Map<string, string> {
  const dir = 'node_modules/dictionary-fr/';
  const aff = readFileSync(dir + 'index.aff', 'utf8');
  const dic = readFileSync(dir + 'index.dic', 'utf8');
  const rules = suffixRules(aff, (f) => f.startsWith('F') || f.startsWith('W'));
  const out = new Map<string, string>();
  for (const [stem, flags] of entries(dic, (f) => f.match(/../g) ?? [])) {
    for (const flag of flags) {
      const list = rules.get(flag);
      if (!list) continue;
      const forms = { ms: [] as string[], mp: [] as string[], fs: [] as string[], fp: [] as string[] };
      for (const r of list) {
        const form = apply(stem, r);
        if (form === undefined) continue;
        if (/(e|ë)$/.test(r.add)) forms.fs.push(form);
        else if (/(e|ë)s$/.test(r.add)) forms.fp.push(form);
        else if (r.add === '') (/[sxz]$/.test(stem) ? forms.mp : forms.ms).push(form);
        else if (/[sx]$/.test(r.add)) forms.mp.push(form);
      }
      if (forms.ms.length === 0 && forms.mp.length > 0) forms.ms.push(forms.mp[0]!);
      // heureux, français: one masculine form for both numbers, so the pair carries both feminines.
      if (forms.ms[0] && forms.fs[0] && forms.ms[0] === forms.mp[0] && forms.fp[0]) pairs(out, forms.ms[0], `${forms.fs[0]} ${forms.fp[0]}`);
      else if (forms.ms[0] && forms.fs[0]) pairs(out, forms.ms[0], forms.fs[0]);
      if (forms.mp[0] && forms.fp[0]) pairs(out, forms.mp[0], forms.fp[0]);
    }
  }
  // Past participles: K = [m.sg, m.pl, f.sg, f.pl].
  const verbs = require('french-verbs-lefff/dist/conjugations.json') as Record<string, { K?: string[] }>;
  for (const v of Object.values(verbs)) {
    const k = v.K;
    if (!k || k.length < 4) continue;
    pairs(out, k[0]!, k[2]!);
    pairs(out, k[1]!, k[3]!);
  }
  return out;
}

/**
 * French epicene person nouns: hunspell nouns without a gender flag, with a suffix of person nouns
 * (-iste, -logue, -aire, -ète, …), that Lefff does not list as feminine (it drops epicene nouns, or
 * lists them as masculine: ministre, juge).
 */
function frenchEpicene(): string[] {
  const dic = readFileSync('node_modules/dictionary-fr/index.dic', 'utf8');
  const lefff = require('french-words-gender-lefff/dist/words.json') as Record<string, string>;
  const suffix = /(?:iste|logue|aire|ète|graphe|phile|crate|naute|iatre|arque|ègue|ève|istre|ectrice|ste|gogue|ographe|pathe|mane|phone|cide|oque|ope|ile|ombe)$/;
  const out = new Set<string>();
  for (const [stem, flags] of entries(dic, (f) => f.match(/../g) ?? [])) {
    if (!flags.includes('S.') || flags.some((f) => f.startsWith('F') || f.startsWith('W'))) continue;
    if (!/^\p{Ll}+$/u.test(stem) || !suffix.test(stem) || lefff[stem] === 'F') continue;
    out.add(stem);
    out.add(stem + 's');
  }
  return [...out].sort();
}

/**
 * Spanish epicene person nouns: -ista, and present participles of a dictionary verb (estudiante ←
 * estudiar, dirigente ← dirigir) that the dictionary gives no gender flag.
 */
function spanishEpicene(): string[] {
  const dic = readFileSync('node_modules/dictionary-es/index.dic', 'utf8');
  const list = entries(dic, (f) => [...f]);
  const words = new Set(list.map(([w]) => w));
  const out = new Set<string>();
  for (const [stem, flags] of list) {
    if (flags.includes('G') || !/^\p{Ll}+$/u.test(stem)) continue;
    const m = /^(.{3,})(ante|iente|ente)$/.exec(stem);
    const verb = m && (m[2] === 'ante' ? [m[1] + 'ar'] : [m[1] + 'er', m[1] + 'ir', m[1] + 'ecer']);
    if ((verb && verb.some((v) => words.has(v))) || /^.{3,}ista$/.test(stem)) {
      out.add(stem);
      out.add(stem + 's');
    }
  }
  return [...out].sort();
}

/**
 * French forms of gender pairs whose two singulars are both nouns in Lefff with their gender
 * (directeur M / directrice F, voisin M / voisine F): person nouns, as opposed to an adjective or
 * participle that is also a noun (le marché / marchée, le moyen / moyenne).
 */
function frenchPersonNouns(pairLines: [string, string][]): string[] {
  const lefff = require('french-words-gender-lefff/dist/words.json') as Record<string, string>;
  const singular = (w: string): string => (lefff[w] ? w : w.replace(/(?:s|x)$/, ''));
  const out = new Set<string>();
  for (const [m, f] of pairLines) {
    const fs = f.split(' ')[0]!;
    if (lefff[singular(m)] === 'M' && lefff[singular(fs).replace(/s$/, '')] === 'F') for (const w of [m, ...f.split(' ')]) out.add(w);
  }
  return [...out].sort();
}

writeFileSync('data/es/epicene.txt', spanishEpicene().join('\n') + '\n');
writeFileSync('data/fr/epicene.txt', frenchEpicene().join('\n') + '\n');

for (const [lang, build] of [['es', spanish], ['fr', french]] as const) {
  const out = build();
  const lines = [...out].map(([m, f]) => `${m} ${f}`).sort();
  writeFileSync(`data/${lang}/gender-pairs.txt`, lines.join('\n') + '\n');
  console.log(`data/${lang}/gender-pairs.txt: ${lines.length} pairs`);
  if (lang === 'fr') writeFileSync('data/fr/person-nouns.txt', frenchPersonNouns([...out]).join('\n') + '\n');
}
