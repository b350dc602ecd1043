/** The status bar under the text: word and character count, the opened file, and file errors. */
import { area, statusCount, statusFile } from './dom.js';
import { state } from './state.js';

export function updateStatus(): void {
  const text = area.value;
  const words = text.match(/[\p{L}\p{N}]+(?:[-*:_·'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  statusCount.textContent = `${words.toLocaleString('de-DE')} ${words === 1 ? 'Wort' : 'Wörter'} · ${text.length.toLocaleString('de-DE')} Zeichen`;
  const { opened } = state;
  if (opened) {
    const eol = opened.eol === '\r\n' ? 'CRLF' : opened.eol === '\r' ? 'CR' : 'LF';
    statusFile.textContent = `${opened.name} · UTF-8${opened.bom ? ' mit BOM' : ''} · ${eol}`;
    statusFile.title = opened.encodingNote ?? '';
  } else {
    statusFile.textContent = '';
  }
}

export function showToast(message: string): void {
  statusFile.textContent = message;
  statusFile.classList.add('statusbar__file--error');
  setTimeout(() => {
    statusFile.classList.remove('statusbar__file--error');
    updateStatus();
  }, 6000);
}
