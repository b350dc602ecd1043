import { describe, expect, it } from 'vitest';
import { benchChecker } from '../src/eval/it-neutral.js';

describe('bench it-neutral: collateral edits', () => {
  it('counts a word an edit keeps as unchanged, and a kept word an edit changes as collateral', () => {
    const row = (id: string, refM: string, refN: string) => ({ id, refF: refM, refM, refN });
    // dipendenti → persone dipendenti: the noun stays, only "I" and the inserted word change
    const clean = benchChecker([row('a', 'I dipendenti ricevono un buono.', 'Le persone dipendenti ricevono un buono.')]);
    expect(clean).toMatchObject({ noCollateral: 1, neutral: 1, collateral: [] });
    // the reference keeps the article (gli organi studenteschi); fix() changes it (le persone iscritte)
    const kept = benchChecker([row('b', 'Ho parlato con gli studenti.', 'Ho parlato con gli organi studenteschi.')]);
    expect(kept.collateral).toEqual([{ id: 'b', words: ['gli'] }]);
  });
});
