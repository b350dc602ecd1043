/**
 * The checker's part of a request, as a task that can run on a worker thread (see pool.ts) or in
 * process: a validated request in, the response body (serialised JSON) or an HTTP error out. Tasks and
 * answers are plain data, so they cross threads by structured clone.
 */
import { type CheckFn, type CheckRequest, apiCheck, apiFix } from './api.js';
import { HttpError } from './body.js';
import { type SoftwareInfo, languageToolCheck } from './languagetool.js';

export type Task =
  | { endpoint: 'check' | 'fix'; request: CheckRequest; maxDiagnostics: number }
  | { endpoint: 'lt'; params: Array<[string, string]>; software: SoftwareInfo; maxDiagnostics: number };

export type Answer = { status: 200; body: string } | { status: number; error: string; headers?: Record<string, string> };

/**
 * Runs a task. The number of findings in an answer is capped at task.maxDiagnostics (the first ones in
 * text order): /api/check then says `"truncated": true` and the `total`, /v2/check sets LanguageTool's
 * `warnings.incompleteResults`. /api/fix applies every finding, whatever the cap.
 */
export function answer(task: Task, check: CheckFn): Answer {
  let total = 0;
  const capped: CheckFn = (text, options) => {
    const all = check(text, options);
    total = all.length;
    return all.length > task.maxDiagnostics ? all.slice(0, task.maxDiagnostics) : all;
  };
  try {
    switch (task.endpoint) {
      case 'check': {
        const result = apiCheck(task.request, capped);
        const truncated = total > result.diagnostics.length;
        return { status: 200, body: JSON.stringify(truncated ? { ...result, truncated, total } : result) };
      }
      case 'fix':
        return { status: 200, body: JSON.stringify(apiFix(task.request, check)) };
      case 'lt': {
        const result = languageToolCheck(new Map(task.params), task.software, capped);
        if (total > task.maxDiagnostics) result.warnings.incompleteResults = true;
        return { status: 200, body: JSON.stringify(result) };
      }
    }
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, error: err.message, headers: err.headers };
    throw err;
  }
}
