/**
 * What `npm audit --omit=dev --json` said (issue 9: no high or critical finding in production
 * dependencies). The registry this project installs from may not serve the audit endpoint; that
 * is reported as such and is not a finding, while any high or critical advisory fails.
 */
export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'findings'; counts: Record<string, number>; packages: string[] }
  | { kind: 'unavailable'; reason: string };

const FAILING = new Set(['high', 'critical']);

export function auditVerdict(output: string): AuditVerdict {
  let report: Record<string, unknown>;
  try {
    report = JSON.parse(output) as Record<string, unknown>;
  } catch {
    return {
      kind: 'unavailable',
      reason: `npm audit printed no JSON report (${output.trim().slice(0, 200) || 'no output'})`,
    };
  }
  const metadata = report.metadata as { vulnerabilities?: Record<string, number> } | undefined;
  if (!metadata?.vulnerabilities) {
    const status = typeof report.statusCode === 'number' ? `HTTP ${report.statusCode}` : 'no report';
    const message =
      typeof report.message === 'string'
        ? report.message
        : typeof (report.error as { summary?: string })?.summary === 'string'
          ? (report.error as { summary: string }).summary
          : '';
    return { kind: 'unavailable', reason: `${status}${message ? `: ${message}` : ''}` };
  }
  const counts = metadata.vulnerabilities;
  const vulnerabilities = (report.vulnerabilities ?? {}) as Record<string, { severity?: string }>;
  const packages = Object.entries(vulnerabilities)
    .filter(([, v]) => FAILING.has(v.severity ?? ''))
    .map(([name, v]) => `${name} (${v.severity})`)
    .sort();
  const failing = (counts.high ?? 0) + (counts.critical ?? 0);
  return failing > 0 || packages.length > 0 ? { kind: 'findings', counts, packages } : { kind: 'clean', counts };
}
