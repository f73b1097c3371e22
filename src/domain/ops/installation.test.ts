import { describe, expect, it } from 'vitest';
import { isPublicSite, planStart, refusalMessage } from './installation';

describe('the demo and production', () => {
  it('a public site is an https address of another host than this machine', () => {
    expect(isPublicSite('https://www.agency.be')).toBe(true);
    expect(isPublicSite('https://agency.example:8443/')).toBe(true);
    expect(isPublicSite('http://localhost:3000')).toBe(false);
    expect(isPublicSite('https://localhost:3000')).toBe(false);
    expect(isPublicSite('https://127.0.0.1')).toBe(false);
    expect(isPublicSite('http://192.168.1.20:3000')).toBe(false);
  });

  it('the demo is applied only at the first start of an empty development database', () => {
    expect(planStart({ publicSite: false, mark: null, empty: true })).toEqual({ action: 'apply-demo' });
    for (const mark of ['present', 'removed', 'none'] as const)
      expect(planStart({ publicSite: false, mark, empty: true })).toEqual({ action: 'serve' });
    expect(planStart({ publicSite: false, mark: null, empty: false })).toEqual({ action: 'serve' });
  });

  it('a public site never applies the demo and refuses to serve while it is there', () => {
    expect(planStart({ publicSite: true, mark: null, empty: true })).toEqual({ action: 'refuse', reason: 'empty' });
    expect(planStart({ publicSite: true, mark: 'present', empty: false })).toEqual({
      action: 'refuse',
      reason: 'demo',
    });
    expect(planStart({ publicSite: true, mark: 'removed', empty: false })).toEqual({ action: 'serve' });
    expect(planStart({ publicSite: true, mark: 'none', empty: true })).toEqual({ action: 'serve' });
  });

  it('a refusal says what to do: the agency folder, the first admin, and for the demo how it goes', () => {
    const empty = refusalMessage('empty', '/srv/data');
    expect(empty).toContain('npm run agency -- apply DIR');
    expect(empty).toContain('npm run staff -- add EMAIL --admin');
    const demo = refusalMessage('demo', '/srv/data');
    expect(demo).toContain('/srv/data/demo-accounts.txt');
    expect(demo).toContain('npm run seed -- --empty');
    expect(demo).toContain('npm run agency -- apply DIR');
    expect(demo).toContain('npm run staff -- add EMAIL --admin');
  });
});
