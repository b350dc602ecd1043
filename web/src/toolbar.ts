/** The toolbar: Beispieltext, Öffnen, Speichern, Rückgängig, Alle übernehmen. */
import { area, btnApplyAll, btnOpen, btnSample, btnSave, btnUndo, fileInput } from './dom.js';
import { applyAll, undo } from './edit-actions.js';
import { ACCEPT, downloadName, fileContent, saveFile } from './files.js';
import { announce } from './live-region.js';
import { loadSample, openFile } from './load-text.js';
import { state } from './state.js';

/** Runs an action started from a button and gives the focus back to it (the edit itself needs the textarea). */
function fromButton(action: () => void): (e: MouseEvent) => void {
  return (e) => {
    const btn = e.currentTarget as HTMLButtonElement;
    action();
    if (!btn.disabled) btn.focus({ preventScroll: true });
    else area.focus({ preventScroll: true });
  };
}

export function wireToolbar(): void {
  fileInput.accept = ACCEPT;
  btnSample.addEventListener('click', loadSample);
  btnOpen.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (file) void openFile(file);
  });
  btnSave.addEventListener('click', () => {
    const name = downloadName(state.opened);
    saveFile(name, fileContent(area.value, state.opened));
    announce(`${name} wird heruntergeladen.`);
  });
  btnUndo.addEventListener('click', fromButton(undo));
  btnApplyAll.addEventListener('click', fromButton(applyAll));
}
