/**
 * The rule registry (in the style of ESLint's rule `meta`): what each rule is, once. check() writes its
 * messages from the templates here; the CLI formatters, the LanguageTool endpoint, the web editor, the
 * retext plugin and the language server read ids, categories, severities, descriptions and explanations
 * from here. Adding a rule is one entry in RULES plus its detector (and its page in docs/rules/).
 * Pure data: no imports at run time, so the browser bundle can use it.
 */
import type { Severity } from './types.js';

/** What kind of wording a rule flags; the web editor counts findings per category. */
export type RuleCategory = 'noun' | 'pronoun' | 'adjectival' | 'compound';

export interface RuleSource {
  title: string;
  url?: string;
}

export interface RuleMeta {
  /** Diagnostic.ruleId: `<language>/<name>`. */
  id: string;
  category: RuleCategory;
  /** The severity of its findings unless a config's "rules" says otherwise (a quotation makes any finding info). */
  severity: Severity;
  /** A few German words: LanguageTool's shortMessage, the title of the hover and the rule's page. */
  title: string;
  /** One German line: SARIF shortDescription, LanguageTool's rule description. */
  description: string;
  /** German, a paragraph or two: why the rule exists and what helps (docs page, hover, SARIF fullDescription). */
  explanation: string;
  /** Examples: flagged wording and what the checker offers instead (nothing where the rule has no rewrite yet). */
  examples: readonly { readonly flagged: string; readonly better?: string }[];
  /** Style guides the explanation follows. */
  sources: readonly RuleSource[];
  /** The message of a finding; `{word}` is the flagged word, `{part}` the person part of a compound. */
  message: string;
}

/** Style guides the German rules follow (cited on each rule's page). */
const DUDEN_HANDBUCH: RuleSource = {
  title: 'Gabriele Diewald, Anja Steinhauer: Handbuch geschlechtergerechte Sprache. Dudenverlag 2020',
};
const DUDEN_RICHTIG_GENDERN: RuleSource = {
  title: 'Gabriele Diewald, Anja Steinhauer: Richtig gendern. Wie Sie angemessen und verständlich schreiben. Dudenverlag 2017',
};
const GENDERLEICHT: RuleSource = { title: 'Journalistinnenbund: genderleicht.de – Textbausteine und Wortschatz', url: 'https://www.genderleicht.de/' };
const GESCHICKT_GENDERN: RuleSource = { title: 'Johanna Usinger: Geschickt gendern – das Genderwörterbuch', url: 'https://geschicktgendern.de/' };

/** Guides and studies the Italian rules follow. */
const SABATINI: RuleSource = { title: 'Alma Sabatini: Raccomandazioni per un uso non sessista della lingua italiana. Presidenza del Consiglio dei Ministri 1987' };
const ROBUSTELLI: RuleSource = { title: "Cecilia Robustelli: Linee guida per l'uso del genere nel linguaggio amministrativo. Comune di Firenze, Accademia della Crusca 2012" };
const GENTE: RuleSource = {
  title: 'Andrea Piergentili, Beatrice Savoldi, Dennis Fucci, Matteo Negri, Luisa Bentivogli: Hi Guys or Hi Folks? Benchmarking Gender-Neutral Machine Translation with the GeNTE Corpus. EMNLP 2023',
  url: 'https://aclanthology.org/2023.emnlp-main.873/',
};

/** The rules; one entry per rule (German first; other languages append theirs). */
const RULE_TABLE = [
  {
    id: 'de/generic-masculine',
    category: 'noun',
    severity: 'warning',
    title: 'Generisches Maskulinum',
    description: 'Generisches Maskulinum (Personenbezeichnung)',
    explanation:
      'Eine maskuline Personenbezeichnung („die Lehrer“, „jeder Mitarbeiter“, „Sportlehrer“) wird oft für Menschen ' +
      'jedes Geschlechts gebraucht. Studien zum Textverständnis zeigen, dass Lesende dabei vor allem an Männer denken; ' +
      'Frauen und nichtbinäre Menschen sind nur „mitgemeint“. Geschlechtergerechte Texte nennen alle: mit einer ' +
      'Kurzform (Lehrer*innen), einer Paarform (Lehrerinnen und Lehrer) oder einem neutralen Wort (Lehrkräfte). ' +
      'Geprüft werden Personenbezeichnungen in jedem Fall und jeder Zahl, auch als Grundwort eines Kompositums. ' +
      'Nicht gemeldet wird, was eine bestimmte Person meint („Bundeskanzler Olaf Scholz“) oder schon inklusiv ist. ' +
      'Artikel, Adjektive und Pronomen der Wortgruppe werden im Vorschlag angepasst.',
    examples: [
      { flagged: 'Jeder Mitarbeiter bekommt einen Parkplatz.', better: 'Jede*r Mitarbeiter*in bekommt einen Parkplatz.' },
      { flagged: 'Die Lehrer treffen sich.', better: 'Die Lehrkräfte treffen sich.' },
    ],
    sources: [DUDEN_HANDBUCH, DUDEN_RICHTIG_GENDERN, GENDERLEICHT, GESCHICKT_GENDERN],
    message: '„{word}“ ist ein generisches Maskulinum: Es nennt nur Männer, gemeint sind Menschen jedes Geschlechts.',
  },
  {
    id: 'de/generic-masculine-compound',
    category: 'compound',
    severity: 'info',
    title: 'Maskulinum im Bestimmungswort',
    description: 'Generisches Maskulinum im Bestimmungswort eines Kompositums',
    explanation:
      'In Komposita wie „Teilnehmerzahl“, „Bürgerbüro“ oder „Nutzerverhalten“ steht die Personenbezeichnung im ' +
      'Bestimmungswort. Die Leitfäden halten Gendern dort für möglich, aber nicht nötig: Das Wort bezeichnet keine ' +
      'Personen, sondern eine Sache. Deshalb ist diese Regel nur ein Hinweis (info), und feste Begriffe ' +
      '(Ausländerbehörde, Kundenservice, Benutzerkonto) werden erst mit `compounds: all` gemeldet. Wer gendern ' +
      'möchte, findet oft ein neutrales Bestimmungswort (Teilnehmendenzahl) oder eine Umschreibung (Zahl der Teilnehmenden).',
    examples: [
      { flagged: 'Die Teilnehmerzahl ist begrenzt.', better: 'Die Teilnehmendenzahl ist begrenzt.' },
    ],
    sources: [DUDEN_HANDBUCH, GENDERLEICHT],
    message: '„{part}“ im Kompositum „{word}“ ist ein generisches Maskulinum; Gendern im Bestimmungswort ist optional.',
  },
  {
    id: 'de/generic-masculine-adjectival',
    category: 'adjectival',
    severity: 'warning',
    title: 'Maskulines substantiviertes Adjektiv',
    description: 'Generisches Maskulinum (substantiviertes Adjektiv oder Partizip)',
    explanation:
      'Substantivierte Adjektive und Partizipien („ein Angestellter“, „der Beamte“, „jeder Reisende“) sind im ' +
      'Plural schon geschlechtsneutral (die Angestellten, die Reisenden), im Singular und mit maskulinem Artikel ' +
      'aber männlich. Der Vorschlag nennt beide Formen („ein*e Angestellte*r“) oder wechselt in den Plural; ' +
      'Partizipformen wie „Studierende“ sind ein verbreiteter neutraler Ersatz für Personenbezeichnungen.',
    examples: [
      { flagged: 'Ein Angestellter hat Anspruch darauf.', better: 'Ein*e Angestellte*r hat Anspruch darauf.' },
    ],
    sources: [DUDEN_HANDBUCH, DUDEN_RICHTIG_GENDERN, GESCHICKT_GENDERN],
    message: '„{word}“ ist maskulin (substantiviertes Adjektiv/Partizip) und schließt Frauen und nichtbinäre Menschen sprachlich aus.',
  },
  {
    id: 'de/generic-masculine-pronoun',
    category: 'pronoun',
    severity: 'warning',
    title: 'Generisch maskulines Pronomen',
    description: 'Generisch maskulines Pronomen',
    explanation:
      'Alleinstehende Pronomen wie „jeder“, „keiner“, „jemand, der …“ oder „wer …, der“ stehen im Maskulinum, ' +
      'auch wenn alle gemeint sind. Die Leitfäden empfehlen eine Kurzform („jede*r“), ein neutrales Wort („jede Person“, ' +
      '„niemand“), den Plural („alle, die …“) oder eine Umformulierung ohne Pronomen („Wer mitmacht, …“). Bezieht sich ein späteres Pronomen auf das ' +
      'umgeschriebene Wort, passt der Vorschlag es mit an.',
    examples: [
      { flagged: 'Jeder kann mitmachen.', better: 'Jede Person kann mitmachen.' },
      { flagged: 'Keiner hat gefehlt.', better: 'Niemand hat gefehlt.' },
    ],
    sources: [DUDEN_HANDBUCH, GENDERLEICHT],
    message: '„{word}“ als alleinstehendes Pronomen ist generisch maskulin.',
  },
  {
    id: 'it/gendered-reference',
    category: 'noun',
    severity: 'warning',
    title: 'Maschile generico (Italienisch)',
    description: 'Italienische Personenbezeichnung im generischen Maskulinum (i cittadini, il candidato, gli insegnanti)',
    explanation:
      'Im Italienischen steht für gemischte oder unbekannte Gruppen und Personen traditionell das Maskulinum („i cittadini“, ' +
      '„il candidato“). Neutral formuliert wird mit einem Wort ohne Geschlechtsmarkierung (l’insegnante, ogni paziente), ' +
      'einem Kollektiv (la cittadinanza, il personale), mit „persona/persone“ und angepasster Kongruenz (le persone candidate) ' +
      'oder einer Umschreibung mit „chi“. Nicht gemeldet wird, wessen Geschlecht der Text selbst nennt (mia sorella, il padre, ' +
      'eine benannte Person).',
    examples: [
      { flagged: 'Il candidato deve presentare il curriculum.', better: 'La persona candidata deve presentare il curriculum.' },
      { flagged: 'I dipendenti ricevono un buono.', better: 'Le persone dipendenti ricevono un buono.' },
    ],
    sources: [SABATINI, ROBUSTELLI, GENTE],
    message: '„{word}“ bezeichnet Personen im generischen Maskulinum.',
  },
  {
    id: 'it/gendered-pronoun',
    category: 'pronoun',
    severity: 'warning',
    title: 'Maskulines Pronomen (Italienisch)',
    description: 'Italienisches Pronomen oder Mengenwort im Maskulinum für Personen (tutti, alcuni, quelli che, essi)',
    explanation:
      'Pronomen und Mengenwörter wie „tutti“, „alcuni“, „quelli che“ oder „essi“ stehen im Maskulinum, auch wenn Menschen ' +
      'jedes Geschlechts gemeint sind. Neutral sind „tutte le persone“, „chi …“ oder eine Umformulierung ohne Pronomen.',
    examples: [{ flagged: 'Tutti possono partecipare.', better: 'Tutte le persone possono partecipare.' }],
    sources: [SABATINI, ROBUSTELLI, GENTE],
    message: '„{word}“ steht im Maskulinum für Personen, deren Geschlecht der Text nicht nennt.',
  },
  {
    id: 'it/gendered-agreement',
    category: 'adjectival',
    severity: 'warning',
    title: 'Geschlecht durch Kongruenz (Italienisch)',
    description:
      'Italienisches Adjektiv oder Partizip, das das Geschlecht der sprechenden, angesprochenen oder ungenannten Person festlegt (sono stato invitato, sei contento)',
    explanation:
      'Adjektive und Partizipien kongruieren im Italienischen mit der Person, von der sie sprechen: „sono stato invitato“ ' +
      'macht die sprechende Person männlich, „sei contento“ die angesprochene. Wo der Text das Geschlecht nicht kennt, ' +
      'hilft ein Adjektiv ohne Geschlechtsendung („felice“ statt „contento“), „avere“ mit einem Nomen oder einem anderen ' +
      'Partizip („sono stato invitato“ → „ho ricevuto un invito“, „mi sono accorto“ → „ho capito“) oder „una persona“ ' +
      '(„sono riservato“ → „sono una persona riservata“). Vorschläge kommen aus einer kuratierten Tabelle häufiger ' +
      'Prädikate; ohne Vorschlag ist der Fund unsicher (confidence low) und fix() lässt ihn stehen.',
    examples: [
      { flagged: 'Sei contento del risultato?', better: 'Sei felice del risultato?' },
      { flagged: 'Non sappiamo ancora se siamo stati invitati.', better: 'Non sappiamo ancora se abbiamo ricevuto un invito.' },
      { flagged: 'Sei arrivato in ritardo?' },
    ],
    sources: [ROBUSTELLI, GENTE],
    message:
      '„{word}“ legt das Geschlecht einer Person fest, die der Text nicht nennt; neutral umformulieren (z. B. mit einem anderen Verb oder einem geschlechtsneutralen Adjektiv).',
  },
  {
    id: 'it/gendered-self',
    category: 'adjectival',
    severity: 'info',
    title: 'Geschlecht der schreibenden Person (Italienisch)',
    description:
      'Italienisches Adjektiv oder Partizip in der ersten Person Singular, das das Geschlecht der schreibenden Person festlegt (sono contento, mi sono accorto)',
    explanation:
      'Wer in der ersten Person Singular über sich selbst schreibt („Sono contento di annunciare …“), kennt das eigene ' +
      'Geschlecht: Die Kongruenz ist dann richtig und kein generisches Maskulinum. Der Fund ist deshalb nur ein Hinweis ' +
      '(info), und fix() ändert ihn nicht. Wo das „io“ eine Person ist, deren Geschlecht der Text nicht kennt (eine ' +
      'Übersetzung, eine Vorlage, ein Formular zum Ausfüllen), hebt `"rules": { "it/gendered-self": "warning" }` ihn ' +
      'zur Warnung an; dann gelten dieselben Umformulierungen wie bei `it/gendered-agreement` („sono stato invitato“ → ' +
      '„ho ricevuto un invito“). Zweite Person („sei interessato“) und Plural („siamo contenti“) bleiben Warnungen.',
    examples: [
      { flagged: 'Sono contento di annunciare il nuovo progetto.', better: 'Sono felice di annunciare il nuovo progetto.' },
      { flagged: 'Sono stato invitato al convegno.', better: 'Ho ricevuto un invito al convegno.' },
    ],
    sources: [ROBUSTELLI, GENTE],
    message:
      '„{word}“ legt das Geschlecht der schreibenden Person fest; richtig, wenn Sie über sich selbst schreiben, sonst neutral umformulieren.',
  },
] as const satisfies readonly RuleMeta[];

/** Every rule, in the order reports list them. */
export const RULES: readonly RuleMeta[] = RULE_TABLE;

/** The checker's rule ids (Diagnostic.ruleId). */
export const RULE_IDS: readonly RuleId[] = RULE_TABLE.map((r) => r.id);

export type RuleId = (typeof RULE_TABLE)[number]['id'];

const BY_ID = new Map<string, RuleMeta>(RULES.map((r) => [r.id, r]));

/** The rule with this id, or undefined for an id the registry does not know. */
export function ruleMeta(id: string): RuleMeta | undefined {
  return BY_ID.get(id);
}

export function isRuleId(id: string): id is RuleId {
  return BY_ID.has(id);
}

/** The categories in the order the web editor lists them, with German labels. */
export const RULE_CATEGORIES: readonly RuleCategory[] = ['noun', 'pronoun', 'adjectival', 'compound'];

export const CATEGORY_LABEL: Record<RuleCategory, { one: string; many: string; hint: string }> = {
  noun: { one: 'Personenbezeichnung', many: 'Personenbezeichnungen', hint: 'die Lehrer, jeder Mitarbeiter' },
  pronoun: { one: 'Pronomen', many: 'Pronomen', hint: 'jeder, der …; keiner' },
  adjectival: { one: 'Substantiviertes Adjektiv', many: 'Substantivierte Adjektive', hint: 'ein Angestellter, die Beamten' },
  compound: { one: 'Wortteil (optional)', many: 'Wortteile (optional)', hint: 'Teilnehmerzahl, Bürgerbüro' },
};

/** Severities from least to most severe: the one order every front end uses (minSeverity, sorting, choices). */
export const SEVERITIES: readonly Severity[] = ['info', 'warning'];

/** A severity's place in SEVERITIES (higher is more severe). */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

/**
 * Sentences check() appends to a rule's message in some situations: the omission test (Weglassprobe)
 * of a short form, and a finding inside a quotation.
 */
export const MESSAGE_NOTES = {
  omissionFirst:
    'Die Kurzform „{form}“ besteht die Weglassprobe nicht (ohne Genderzeichen bleibt kein Wort), daher steht eine lesbare Alternative vorn.',
  omissionKept: 'Die Kurzform „{form}“ besteht die Weglassprobe nicht (ohne Genderzeichen bleibt kein Wort); lesbare Alternativen stehen dahinter.',
  quotation: 'Im Zitat: Was jemand gesagt oder geschrieben hat, wird nicht umgeschrieben.',
} as const;

/** Fills `{name}` placeholders of a template; a placeholder without a value stays as it is. */
export function formatMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** Where the rule pages live: the repository's docs/rules/ (set REPOSITORY_URL to the published repository). */
export const REPOSITORY_URL = 'https://github.com/genderfair/genderfair';

/** The path of a rule's page inside the repository: docs/rules/de/generic-masculine.md. */
export function rulePagePath(id: string): string {
  return `docs/rules/${id}.md`;
}

/** The rule's page on the web (SARIF helpUri, LSP codeDescription). */
export function ruleUrl(id: string): string {
  return `${REPOSITORY_URL}/blob/main/${rulePagePath(id)}`;
}
