/** `genderfair lsp --stdio`: the language server (src/lsp) on standard input and output. */
import type { Command } from 'commander';
import type { CliDeps } from './deps.js';
import { UsageError } from './errors.js';

export function registerLsp(program: Command, _deps: CliDeps): void {
  program
    .command('lsp')
    .description('Language Server (LSP) für Editoren: Hinweise beim Schreiben, Schnellkorrekturen, Erklärungen')
    .option('--stdio', 'über Standardein- und -ausgabe sprechen (die einzige Verbindungsart)')
    .addHelpText(
      'after',
      `
Prüft Klartext, Markdown, MDX, HTML und .po-Dateien, liest die Konfigurationsdatei wie "check" und die
Editor-Einstellungen im Abschnitt "genderfair" (styles, allow, minSeverity, debounce in ms, Standard 150).
Einrichtung für VS Code, Neovim, Helix und Emacs: README, "In your editor".`,
    )
    .action(async (opts: { stdio?: boolean }) => {
      if (!opts.stdio) throw new UsageError('lsp needs --stdio (the editor starts it as: genderfair lsp --stdio)');
      const { startStdioServer } = await import('../lsp/stdio.js');
      startStdioServer();
      // the connection ends the process on "exit"; until then the command keeps running
      await new Promise<never>(() => undefined);
    });
}
