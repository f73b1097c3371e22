import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-result';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('auditVerdict', () => {
  it('passes a report without high or critical advisories, moderate ones included', () => {
    expect(auditVerdict(report({ moderate: 2, total: 2 }, { 'some-lib': { severity: 'moderate' } }))).toMatchObject({
      kind: 'clean',
    });
  });

  it('fails on a high or a critical advisory and names the packages', () => {
    const verdict = auditVerdict(
      report(
        { high: 1, critical: 1 },
        { a: { severity: 'high' }, b: { severity: 'critical' }, c: { severity: 'low' } },
      ),
    );
    expect(verdict).toEqual({
      kind: 'findings',
      counts: expect.objectContaining({ high: 1, critical: 1 }),
      packages: ['a (high)', 'b (critical)'],
    });
  });

  it('reports an unavailable endpoint (the error npm prints for a 405) as unavailable, not clean', () => {
    const error = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(error)).toEqual({
      kind: 'unavailable',
      reason: 'HTTP 405: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict('')).toMatchObject({ kind: 'unavailable' });
    expect(auditVerdict('npm error network')).toMatchObject({ kind: 'unavailable' });
  });
});
