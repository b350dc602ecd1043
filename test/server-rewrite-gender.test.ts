/** POST /api/rewrite-gender over real HTTP on loopback (port 0). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server/index.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, webRoot: null });
});
afterAll(async () => {
  await server.close();
});

const post = (body: unknown) =>
  fetch(`${server.url}/api/rewrite-gender`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/rewrite-gender', () => {
  it('rewrites a translation into the other gender', async () => {
    const r = await post({ source: 'I know the boss.', translation: 'Conozco al jefe.', lang: 'es', direction: 'm2f' });
    expect(r.status).toBe(200);
    const { result } = (await r.json()) as { result: { text: string } };
    expect(result.text).toBe('Conozco a la jefa.');
  });

  it('answers null when unsure and lists alternatives on request', async () => {
    const unsure = await post({ source: 'The ambassador uses a code with his guards.', translation: 'El embajador utiliza un código con los guardias.', lang: 'es', direction: 'm2f' });
    expect(await unsure.json()).toEqual({ result: null });
    const all = await post({ source: 'The actor arrived.', translation: "L'acteur est arrivé.", lang: 'fr', alternatives: true });
    expect(await all.json()).toEqual({
      alternatives: [
        { genders: ['f'], text: "L'actrice est arrivée." },
        { genders: ['m'], text: "L'acteur est arrivé." },
      ],
    });
  });

  it('refuses bad requests with 400 and a message', async () => {
    for (const body of [{ translation: 'x', lang: 'es', direction: 'm2f' }, { source: 'x', translation: 'y', lang: 'de', direction: 'm2f' }, { source: 'x', translation: 'y', lang: 'es' }]) {
      const r = await post(body);
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: string }).error).toMatch(/source|lang|direction/);
    }
  });
});
