/**
 * Runs Python code against the unmodified sacrebleu 2.6.0 source (GENDERFAIR_SACREBLEU) for the
 * differential tests. The interpreter is GENDERFAIR_PYTHON (default python3); it must import the
 * packages sacrebleu needs (e.g. Debian's python3-regex, python3-tabulate, …, on GENDERFAIR_PYTHONPATH
 * or PYTHONPATH) and numpy 2, whose float32 promotion the golden outputs and our port follow (numpy 1.x
 * computes those statistics in float64). Undefined (with one line on stderr) where any is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { dataPath } from './data.js';

export interface SacrebleuPython {
  /** Runs `code` with sacrebleu importable, `input` on stdin; returns stdout. */
  run(code: string, input?: string): string;
  /** Runs `python -m sacrebleu args` in `cwd`; returns stdout, stderr and the exit code. */
  cli(args: readonly string[], cwd: string, env?: Record<string, string>): { stdout: string; stderr: string; status: number };
}

export function sacrebleuPython(): SacrebleuPython | undefined {
  const dir = dataPath('GENDERFAIR_SACREBLEU');
  if (dir === undefined) return undefined;
  const python = process.env.GENDERFAIR_PYTHON || 'python3';
  const env = { ...process.env, PYTHONPATH: [dir, process.env.GENDERFAIR_PYTHONPATH, process.env.PYTHONPATH].filter(Boolean).join(':') };
  const probe = spawnSync(python, ['-c', 'import sacrebleu, numpy, regex, tabulate\nassert int(numpy.__version__.split(".")[0]) >= 2, f"numpy {numpy.__version__} is not numpy 2"'], { env, encoding: 'utf8' });
  if (probe.status !== 0) {
    // the source is there but not its packages (a CI machine with the shared data but without Python's)
    console.warn(`skipped: GENDERFAIR_SACREBLEU=${dir} is set, but ${python} cannot import sacrebleu's packages with numpy 2 (${probe.stderr.trim().split('\n').pop()})`);
    return undefined;
  }
  return {
    run: (code, input = '') => execFileSync(python, ['-c', code], { env, input, encoding: 'utf8', maxBuffer: 1 << 30 }),
    cli: (args, cwd, extra = {}) => {
      const r = spawnSync(python, ['-m', 'sacrebleu', ...args], { env: { ...env, ...extra }, cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
      return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
    },
  };
}
