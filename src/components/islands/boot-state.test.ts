// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyPresses, takeEarlyPress } from './boot-state';

afterEach(() => {
  delete (window as { __vitrine?: unknown }).__vitrine;
  document.body.innerHTML = '';
  vi.resetModules();
});

describe('what a visitor did before the page code came (decision 032)', () => {
  it('presses again, once, the buttons pressed before, that are still on the page; later presses are not kept', () => {
    document.body.innerHTML = '<button id="accept">Accept</button><button id="gone">Gone</button>';
    const accept = document.getElementById('accept')!;
    const gone = document.getElementById('gone')!;
    const pressed: string[] = [];
    accept.addEventListener('click', () => pressed.push('accept'));
    gone.remove();
    const state = { active: true, presses: [accept, gone], live: undefined as boolean | undefined };
    (window as unknown as { __vitrine: typeof state }).__vitrine = state;
    replayEarlyPresses();
    replayEarlyPresses();
    expect(pressed).toEqual(['accept']);
    expect(state.live).toBe(true);
    expect(state.presses).toEqual([]);
  });

  it("leaves an island's presses to the island, which takes its last one", () => {
    document.body.innerHTML =
      '<div data-island id="slider"><button id="prev">‹</button><button id="next">›</button></div><button id="heart">♥</button>';
    const [prev, next, heart] = ['prev', 'next', 'heart'].map((id) => document.getElementById(id)!);
    const pressed: string[] = [];
    for (const b of [prev!, next!, heart!]) b.addEventListener('click', () => pressed.push(b.id));
    (window as unknown as { __vitrine: unknown }).__vitrine = { active: true, presses: [prev, heart, next] };
    expect(takeEarlyPress(document.getElementById('slider'))).toBe(next);
    replayEarlyPresses();
    expect(pressed).toEqual(['heart']);
  });

  it('does nothing on a page that came without the loader', () => {
    expect(() => replayEarlyPresses()).not.toThrow();
  });

  it('the islands load their code at once when the loader saw a person before the code ran', async () => {
    (window as unknown as { __vitrine: unknown }).__vitrine = { active: true, presses: [] };
    const { firstActivity } = await import('./first-activity');
    await expect(
      Promise.race([firstActivity().then(() => 'now'), new Promise((r) => setTimeout(() => r('waits'), 50))]),
    ).resolves.toBe('now');
  });

  it('and wait for a sign of a person when it saw none', async () => {
    (window as unknown as { __vitrine: unknown }).__vitrine = { active: false, presses: [] };
    const { firstActivity } = await import('./first-activity');
    const result = Promise.race([
      firstActivity().then(() => 'now'),
      new Promise((r) => setTimeout(() => r('waits'), 50)),
    ]);
    await expect(result).resolves.toBe('waits');
  });
});
