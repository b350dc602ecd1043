/** The worker thread of the check pool (pool.ts): runs one task at a time with the real checker. */
import { check } from '../check.js';
import '../documents/index.js'; // every input format for the API's inputFormat
import { type Answer, type Task, answer } from './answer.js';

// Load the lexicon before the first task arrives, so that its loading time never counts against a
// request's time budget (a fresh worker replaces one stopped for taking too long).
check('Die Lehrer kommen.');

export default function run(task: Task): Answer {
  return answer(task, check);
}
