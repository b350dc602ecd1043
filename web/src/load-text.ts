/** Putting a new text into the editor: the sample text, or a file (opened with the button or dropped). */
import { runCheck } from './checking.js';
import { area, editor } from './dom.js';
import { FileError, readTextFile } from './files.js';
import { countLabel } from './labels.js';
import { announce, forgetAnnouncedCounts } from './live-region.js';
import { SAMPLE_TEXT } from './sample.js';
import { ops, state } from './state.js';
import { showToast, updateStatus } from './status-bar.js';

export async function openFile(file: File): Promise<void> {
  try {
    const f = await readTextFile(file);
    state.opened = f;
    ops.replaceAll(f.text);
    state.changedSinceLoad = true;
    runCheck();
    updateStatus();
    forgetAnnouncedCounts();
    announce(`${f.name} geöffnet. ${f.encodingNote ?? ''} ${countLabel(state.diags.length, 'Hinweis', 'Hinweise')}.`);
  } catch (err) {
    announce(err instanceof FileError ? err.message : `Die Datei konnte nicht gelesen werden.`);
    showToast(err instanceof FileError ? err.message : 'Die Datei konnte nicht gelesen werden.');
  }
}

export function loadSample(): void {
  const hadText = area.value.trim() !== '';
  state.opened = undefined;
  ops.replaceAll(SAMPLE_TEXT[state.lang]);
  state.changedSinceLoad = true;
  runCheck();
  updateStatus();
  area.focus({ preventScroll: true });
  forgetAnnouncedCounts();
  announce(
    `Beispieltext eingefügt${hadText ? '; Strg+Z stellt Ihren Text wieder her' : ''}. ${countLabel(state.diags.length, 'Hinweis', 'Hinweise')}.`,
  );
}

export function wireFileDrop(): void {
  editor.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) {
      e.preventDefault();
      editor.classList.add('editor--drop');
    }
  });
  editor.addEventListener('dragleave', () => editor.classList.remove('editor--drop'));
  editor.addEventListener('drop', (e) => {
    editor.classList.remove('editor--drop');
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    void openFile(file);
  });
}
