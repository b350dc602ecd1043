/**
 * The translation gender rewriter page (rewrite.html): an English sentence and its translation in, the
 * translation in the other gender out (src/rewrite/: rewriteGender, alternatives), with the changed
 * words marked, the confidence, a plain message where the rewriter is not sure, and every gender
 * combination for sentences with several persons. The language's data loads when it is first used.
 */
import './styles.css';
import { alternatives, rewriteGender, type Alternative, type RewriteDirection, type RewriteLang, type RewriteResult } from '../../src/rewrite/index.js';
import { loadDataPack } from '../data-path.browser.js';
import { escapeHtml } from './highlight.js';
import { quote } from './labels.js';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

const form = byId<HTMLFormElement>('rw-form');
const source = byId<HTMLTextAreaElement>('rw-source');
const translation = byId<HTMLTextAreaElement>('rw-translation');
const langSelect = byId<HTMLSelectElement>('rw-lang');
const sampleButton = byId<HTMLButtonElement>('rw-sample');
const resultBox = byId<HTMLDivElement>('rw-result');
const alternativesBox = byId<HTMLDivElement>('rw-alternatives');

const LANG_NAME: Record<RewriteLang, string> = { es: 'Spanisch', fr: 'Französisch', it: 'Italienisch' };

/** One sentence a language: the rewriter at work on a person, an adjective and a participle. */
const SAMPLES: Record<RewriteLang, { source: string; translation: string }> = {
  es: { source: 'The teacher was tired after the long trip.', translation: 'El profesor estaba cansado después del largo viaje.' },
  fr: { source: 'The lawyer is very happy with the result.', translation: "L'avocat est très content du résultat." },
  it: { source: 'The doctor talked to the nurse.', translation: "Il medico ha parlato con l'infermiere." },
};

function direction(): RewriteDirection {
  return (form.elements.namedItem('direction') as RadioNodeList).value as RewriteDirection;
}

/** The rewritten translation, each change in a <mark> (offsets of the changes are in the translation). */
function markedText(original: string, result: RewriteResult): string {
  let html = '';
  let last = 0;
  for (const c of result.changes) {
    html += escapeHtml(original.slice(last, c.start)) + `<mark class="rw-mark" title="${escapeHtml(`vorher: ${c.from}`)}">${escapeHtml(c.to)}</mark>`;
    last = c.end;
  }
  return html + escapeHtml(original.slice(last));
}

function resultHtml(original: string, result: RewriteResult | null, dir: RewriteDirection, persons: number): string {
  const marked = dir === 'm2f' ? 'männlich' : 'weiblich';
  if (result === null && persons > 1) {
    return (
      `<p class="rw-result__unsure"><strong>Nicht sicher – keine Umschreibung.</strong> ` +
      `Der Satz hat ${persons} Personen mit offenem Geschlecht; welche gemeint ist, lässt sich nicht sagen. ` +
      `„Alle Varianten“ zeigt jede Kombination.</p>`
    );
  }
  if (result === null) {
    return (
      `<p class="rw-result__unsure"><strong>Nicht sicher – keine Umschreibung.</strong> ` +
      `Der Umschreiber gibt lieber nichts aus als eine falsche Fassung. Das geschieht etwa, wenn ein Pronomen („his“, „her“) ` +
      `sich auf die Person beziehen könnte oder wenn ein ${marked}es Wort zu keiner Person passt.</p>`
    );
  }
  if (result.changes.length === 0) {
    return (
      `<p class="rw-result__text">${escapeHtml(result.text)}</p>` +
      `<p class="rw-result__note">Nichts umzuschreiben: kein ${marked} markiertes Wort gehört zu einer Person mit offenem Geschlecht, ` +
      `oder die Übersetzung passt für beide Geschlechter (etwa „l’artiste“). Sie bleibt, wie sie ist.</p>`
    );
  }
  const percent = Math.round(result.confidence * 100);
  const changes = result.changes.map((c) => `<li>${escapeHtml(quote(c.from))} → ${escapeHtml(quote(c.to))}</li>`).join('');
  return (
    `<p class="rw-result__text" id="rw-text">${markedText(original, result)}</p>` +
    `<div class="rw-confidence"><span id="rw-confidence-label">Sicherheit</span>` +
    `<meter min="0" max="100" low="60" high="85" optimum="100" value="${percent}" aria-labelledby="rw-confidence-label">${percent} %</meter>` +
    `<span class="rw-confidence__num">${percent} %</span></div>` +
    `<p class="rw-result__changes-title">${result.changes.length === 1 ? '1 Änderung' : `${result.changes.length} Änderungen`}</p>` +
    `<ul class="rw-result__changes">${changes}</ul>`
  );
}

const GENDER_NAME = { f: 'weiblich', m: 'männlich' } as const;

function alternativesHtml(original: string, list: Alternative[]): string {
  if (list.length === 0) {
    return `<p class="rw-panel__empty">Keine Varianten: der Satz hat keine oder mehr als drei Personen mit offenem Geschlecht, oder der Umschreiber ist nicht sicher.</p>`;
  }
  const items = list
    .map(
      (a) =>
        `<li class="rw-alt__item">` +
        `<p class="rw-alt__genders">${a.genders.map((g, k) => `<span class="rw-alt__gender rw-alt__gender--${g}">Person ${k + 1}: ${GENDER_NAME[g]}</span>`).join('')}` +
        `${a.text === original ? '<span class="rw-alt__same">wie die Übersetzung</span>' : ''}</p>` +
        `<p class="rw-alt__text">${escapeHtml(a.text)}</p></li>`,
    )
    .join('');
  return `<ol class="rw-alt" aria-label="${list.length} Varianten">${items}</ol>`;
}

let runs = 0;

async function run(): Promise<void> {
  const run = ++runs;
  const lang = langSelect.value as RewriteLang;
  const input = { source: source.value.trim(), translation: translation.value.trim(), lang };
  if (input.source === '' || input.translation === '') {
    resultBox.innerHTML = `<p class="rw-panel__empty">Geben Sie den englischen Satz und seine Übersetzung ein.</p>`;
    alternativesBox.innerHTML = '';
    return;
  }
  document.documentElement.dataset.busy = 'true';
  resultBox.innerHTML = `<p class="rw-panel__empty">${LANG_NAME[lang]}e Wörterbuchdaten werden geladen …</p>`;
  try {
    await Promise.all([loadDataPack(lang), loadDataPack('rewrite')]);
  } catch {
    resultBox.innerHTML = `<p class="rw-result__unsure">Die Wörterbuchdaten für ${LANG_NAME[lang]} konnten nicht geladen werden (Ordner daten/ neben der Seite).</p>`;
    delete document.documentElement.dataset.busy;
    return;
  }
  if (run !== runs) return; // a newer request is under way
  const dir = direction();
  const variants = alternatives(input);
  resultBox.innerHTML = resultHtml(input.translation, rewriteGender({ ...input, direction: dir }), dir, variants[0]?.genders.length ?? 0);
  alternativesBox.innerHTML = alternativesHtml(input.translation, variants);
  delete document.documentElement.dataset.busy;
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  void run();
});
for (const field of [source, translation]) {
  field.addEventListener('keydown', (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      void run();
    }
  });
}
// A new language or direction applies to the sentence already there.
form.addEventListener('change', (e) => {
  if (e.target === langSelect) translation.lang = langSelect.value;
  if (e.target !== source && e.target !== translation && resultBox.querySelector('.rw-result__text, .rw-result__unsure')) void run();
});
sampleButton.addEventListener('click', () => {
  const sample = SAMPLES[langSelect.value as RewriteLang];
  source.value = sample.source;
  translation.value = sample.translation;
  void run();
});

void run();
document.documentElement.dataset.ready = 'true';
