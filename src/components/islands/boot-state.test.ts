// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyWork, takeEarlyPress } from './boot-state';

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
    const state = { active: true, presses: [accept, gone], fields: [], live: undefined as boolean | undefined };
    (window as unknown as { __vitrine: typeof state }).__vitrine = state;
    replayEarlyWork();
    replayEarlyWork();
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
    (window as unknown as { __vitrine: unknown }).__vitrine = {
      active: true,
      presses: [prev, heart, next],
      fields: [],
    };
    expect(takeEarlyPress(document.getElementById('slider'))).toBe(next);
    replayEarlyWork();
    expect(pressed).toEqual(['heart']);
  });

  it('gives the fields changed before to their components as a change React sees, then presses the buttons', () => {
    document.body.innerHTML =
      '<input id="price" value="385.000"><select id="region"><option value="flanders">F</option><option value="brussels" selected>B</option></select>' +
      '<input type="checkbox" id="sole" checked><div data-island><input id="name"></div><button id="go">Go</button>';
    const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    const heard: string[] = [];
    // As React follows a field: by the last value set through the element (its value tracker).
    const follow = (field: HTMLInputElement, key: 'value' | 'checked', event: string) => {
      const proto = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, key)!;
      let seen = String(proto.get!.call(field));
      Object.defineProperty(field, key, {
        configurable: true,
        get: () => proto.get!.call(field) as unknown,
        set: (v: unknown) => {
          seen = String(v);
          proto.set!.call(field, v);
        },
      });
      field.addEventListener(event, () => {
        const now = String(proto.get!.call(field));
        if (now !== seen) heard.push(`${field.id}=${now}`);
        seen = now;
      });
      return proto;
    };
    // Typed and unticked before the code came; at hydration the tracker saw the typed value.
    const valueProto = follow(el<HTMLInputElement>('price'), 'value', 'input');
    valueProto.set!.call(el('price'), '400.000');
    el<HTMLInputElement>('price').value = '400.000';
    const checkedProto = follow(el<HTMLInputElement>('sole'), 'checked', 'click');
    checkedProto.set!.call(el('sole'), false);
    el<HTMLInputElement>('sole').checked = false;
    el<HTMLSelectElement>('region').value = 'flanders';
    el('region').addEventListener('change', (e) => heard.push(`region=${(e.target as HTMLSelectElement).value}`));
    el('name').addEventListener('input', () => heard.push('island field'));
    el('go').addEventListener('click', () => heard.push('go'));
    const fields = ['price', 'region', 'sole', 'name'].map((id) => el(id));
    (window as unknown as { __vitrine: unknown }).__vitrine = { active: true, presses: [el('go')], fields };
    replayEarlyWork();
    expect(heard).toEqual(['price=400.000', 'region=flanders', 'sole=false', 'go']);
    expect(el<HTMLInputElement>('price').value).toBe('400.000');
    expect(el<HTMLInputElement>('sole').checked).toBe(false);
  });

  it('does nothing on a page that came without the loader', () => {
    expect(() => replayEarlyWork()).not.toThrow();
  });

  it('the islands load their code at once when the loader saw a person before the code ran', async () => {
    (window as unknown as { __vitrine: unknown }).__vitrine = { active: true, presses: [], fields: [] };
    const { firstActivity } = await import('./first-activity');
    await expect(
      Promise.race([firstActivity().then(() => 'now'), new Promise((r) => setTimeout(() => r('waits'), 50))]),
    ).resolves.toBe('now');
  });

  it('and wait for a sign of a person when it saw none', async () => {
    (window as unknown as { __vitrine: unknown }).__vitrine = { active: false, presses: [], fields: [] };
    const { firstActivity } = await import('./first-activity');
    const result = Promise.race([
      firstActivity().then(() => 'now'),
      new Promise((r) => setTimeout(() => r('waits'), 50)),
    ]);
    await expect(result).resolves.toBe('waits');
  });
});
