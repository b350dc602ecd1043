/** What the editor modules share: the text operations, the style choice, the language and the state of the last check. */
import type { Diagnostic } from '../../src/index.js';
import { area } from './dom.js';
import type { OpenedFile } from './files.js';
import type { Range } from './highlight.js';
import { loadLang, loadPrefs } from './prefs.js';
import { TextOps } from './text-ops.js';

export const ops = new TextOps(area);
export const prefs = loadPrefs();

/** How the popover was opened: the pointer resting on a mark, the caret entering one, or a shortcut. */
export type PopMode = 'hover' | 'caret' | 'keyboard';

export const state = {
  /** The language of the text (Deutsch or Italiano). */
  lang: loadLang(location.search),
  /** Findings of the last check, and the text they belong to. */
  diags: [] as Diagnostic[],
  checkedText: null as string | null,
  /** What the backdrop shows (after a keystroke: the last check's ranges, carried over). */
  ranges: [] as Range[],
  shownText: '',
  opened: undefined as OpenedFile | undefined,
  changedSinceLoad: false,
  /** The finding whose popover is open (-1: none), and how it was opened. */
  popIndex: -1,
  popMode: null as PopMode | null,
};

/** True when the findings belong to the text as it is now (a check is pending after each keystroke). */
export function fresh(): boolean {
  return state.checkedText === area.value;
}
