/** `genderfair serve`: the HTTP API and the web editor on a local port (see src/server). */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Command, InvalidArgumentError, Option } from 'commander';
import {
  DEFAULT_HOST,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_PORT,
  DEFAULT_TIME_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  ListenError,
  startServer,
} from '../server/index.js';
import type { CliDeps } from './deps.js';
import { UsageError } from './errors.js';

interface ServeCliOptions {
  port: number;
  host: string;
  cors?: string;
  maxBody: number;
  timeout: number;
  workers?: number;
  timeBudget: number;
  web?: string | false;
}

const HELP_AFTER = `
Endpunkte:
  GET  /                der Web-Editor (aus dist/web; erst nach "npm run build" vorhanden)
  GET  /health          {"status":"ok","version":...,"memory":...}
  POST /api/check       {"text": "...", "styles"?: [...], "allow"?: [...], "minSeverity"?: "warning"|"info"}
                        -> {"diagnostics": [...]} (wie check() der Bibliothek; mehr als 1000 Funde werden
                        abgeschnitten: die ersten 1000 mit "truncated": true und "total": N)
  POST /api/fix         gleicher Body -> {"text": "...", "applied": N}
  POST /v2/check        LanguageTool-kompatibel (Formular: text oder data, language=de|de-DE|de-AT|de-CH|auto)
  GET  /v2/languages    Sprachliste im LanguageTool-Format

  Prüfungen laufen auf Worker-Threads, nie auf dem Thread, der /health beantwortet. Dauert eine
  Prüfung länger als --time-budget, wird sie abgebrochen (504, der Thread wird ersetzt); sind zu viele
  Prüfungen in der Warteschlange, antwortet der Server sofort 503 mit Retry-After. Wiederholte
  Anfragen werden aus einem begrenzten Zwischenspeicher beantwortet.

  Ohne --host lauscht der Server nur auf 127.0.0.1 (von außen nicht erreichbar). Es gibt keine
  Anmeldung: --host 0.0.0.0 macht den Dienst für alle im Netz erreichbar.

Beispiele:
  genderfair serve
  genderfair serve --port 8081 --cors '*'      # als LanguageTool-Server für Browser-Erweiterungen
  curl -s localhost:8765/api/check -H 'Content-Type: application/json' -d '{"text":"Die Lehrer kommen."}'
  curl -s localhost:8765/v2/check --data-urlencode 'text=Die Lehrer kommen.' -d language=de-DE
`;

export function parseIntegerOption(name: string, min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`${name} must be a whole number, got '${value}'`);
    const n = Number(value.trim());
    if (n < min || n > max) throw new InvalidArgumentError(`${name} must be from ${min} to ${max}, got ${n}`);
    return n;
  };
}

/** "1048576", "512k", "1m", "2MB" -> bytes (k = 1024). */
export function parseBytes(value: string): number {
  const m = /^\s*(\d+)\s*(k|kb|kib|m|mb|mib)?\s*$/i.exec(value);
  if (!m?.[1]) throw new InvalidArgumentError(`--max-body must be a number of bytes (e.g. 1048576, 512k, 2m), got '${value}'`);
  const unit = (m[2] ?? '').toLowerCase();
  const n = Number(m[1]) * (unit.startsWith('m') ? 1024 * 1024 : unit.startsWith('k') ? 1024 : 1);
  if (!Number.isSafeInteger(n) || n <= 0) throw new InvalidArgumentError(`--max-body must be positive, got '${value}'`);
  return n;
}

export function registerServe(program: Command, deps: CliDeps): Command {
  return program
    .command('serve')
    .description('startet die HTTP-API (JSON und LanguageTool-kompatibel) und den Web-Editor')
    .addOption(
      new Option('--port <n>', 'TCP-Port (0: ein freier)').argParser(parseIntegerOption('--port', 0, 65535)).default(DEFAULT_PORT),
    )
    .addOption(new Option('--host <host>', 'Adresse, auf der gelauscht wird').default(DEFAULT_HOST))
    .addOption(new Option('--cors <origin>', 'CORS erlauben für diese Origin oder "*" (Standard: aus)'))
    .addOption(
      new Option('--max-body <bytes>', 'größter angenommener Request-Body (z. B. 1048576, 512k, 2m)')
        .argParser(parseBytes)
        .default(DEFAULT_MAX_BODY_BYTES, '1m'),
    )
    .addOption(
      new Option('--timeout <ms>', 'Zeit in ms, in der ein Request vollständig ankommen muss')
        .argParser(parseIntegerOption('--timeout', 1, 3_600_000))
        .default(DEFAULT_TIMEOUT_MS),
    )
    .addOption(
      new Option('--workers <n>', 'Threads, auf denen Prüfungen laufen (Standard: Kerne - 1, mindestens 1)').argParser(
        parseIntegerOption('--workers', 1, 256),
      ),
    )
    .addOption(
      new Option('--time-budget <ms>', 'längste Dauer einer Prüfung (Warteschlange eingeschlossen); danach 504')
        .argParser(parseIntegerOption('--time-budget', 1, 3_600_000))
        .default(DEFAULT_TIME_BUDGET_MS),
    )
    .addOption(new Option('--web <dir>', 'Verzeichnis des Web-Editors (Standard: dist/web des Pakets)'))
    .addOption(new Option('--no-web', 'keinen Web-Editor ausliefern, nur die API'))
    .addHelpText('after', HELP_AFTER)
    .action(async (opts: ServeCliOptions) => {
      await runServe(opts, deps);
    });
}

/** Starts the server and keeps it running until SIGINT/SIGTERM. Start-up errors are thrown. */
export async function runServe(opts: ServeCliOptions, deps: CliDeps): Promise<void> {
  let webRoot: string | null | undefined;
  if (opts.web === false) webRoot = null;
  else if (typeof opts.web === 'string') {
    webRoot = path.resolve(opts.web);
    if (!existsSync(webRoot) || !statSync(webRoot).isDirectory()) throw new UsageError(`--web: '${opts.web}' is not a directory`);
  }
  const server = await startServer({
    port: opts.port,
    host: opts.host,
    ...(webRoot !== undefined ? { webRoot } : {}),
    cors: opts.cors ?? null,
    maxBodyBytes: opts.maxBody,
    timeoutMs: opts.timeout,
    timeBudgetMs: opts.timeBudget,
    ...(opts.workers !== undefined ? { workers: opts.workers } : {}),
  }).catch((err: unknown) => {
    // A port in use or an address that does not exist: the user's to fix (exit 2), not a bug.
    throw err instanceof ListenError ? new UsageError(err.message) : err;
  });
  deps.stderr.write(`genderfair: ${server.url} (Strg+C beendet)\n`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(130); // a second Ctrl+C does not wait for requests in flight
    stopping = true;
    void server.close().then(() => {
      process.exitCode = 0;
      process.exit();
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
