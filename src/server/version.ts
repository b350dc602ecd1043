/** The package version and build date the server reports (/health, LanguageTool's "software"). */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SoftwareInfo } from './languagetool.js';

let cached: SoftwareInfo | undefined;

/** "2025-01-31 12:00:00 +0000", the format of LanguageTool's buildDate. */
function ltDate(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} +0000`;
}

export function softwareInfo(): SoftwareInfo {
  if (cached) return cached;
  let version = '0.0.0';
  try {
    // src/server/*.ts, dist/server/*.js and the CLI bundle dist/cli/genderfair.mjs all sit two levels
    // below the package root.
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string') version = pkg.version;
  } catch {
    // keep 0.0.0
  }
  let buildDate: string;
  try {
    // The compiled module's modification time is when this build was made.
    buildDate = ltDate(statSync(fileURLToPath(import.meta.url)).mtime);
  } catch {
    buildDate = ltDate(new Date());
  }
  cached = { version, buildDate };
  return cached;
}
