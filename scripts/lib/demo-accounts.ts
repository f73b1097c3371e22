/**
 * The demo's accounts file (issue 29): DATA_DIR/demo-accounts.txt, readable by its owner only,
 * written when the demo is applied (its passwords are made then, never published) and deleted when
 * the demo is removed. One account a line: kind, e-mail address, role, password, tab-separated.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type DemoAccount = { kind: 'staff' | 'owner'; email: string; role: string; password: string };

export function demoAccountsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-accounts.txt');
}

/** A strong random password (24 characters of base64url: 144 bits). */
export function newPassword(): string {
  return randomBytes(18).toString('base64url');
}

export function writeDemoAccounts(dataDir: string, accounts: DemoAccount[]): string {
  const file = demoAccountsFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  rmSync(file, { force: true });
  const lines = [
    "# The demo agency's accounts of this installation (made at its first start). Never for production:",
    '# a public site refuses to start while they exist. kind, e-mail address, role, password.',
    ...accounts.map((a) => [a.kind, a.email, a.role, a.password].join('\t')),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}

export function readDemoAccounts(dataDir: string): DemoAccount[] {
  const file = demoAccountsFile(dataDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [kind, email = '', role = '', password = ''] = line.split('\t');
      return { kind: kind === 'owner' ? 'owner' : 'staff', email, role, password };
    });
}

export function removeDemoAccountsFile(dataDir: string): void {
  rmSync(demoAccountsFile(dataDir), { force: true });
}

/** The lines a start prints once, when it made the passwords. */
export function demoAccountLines(accounts: DemoAccount[], file: string): string[] {
  return [
    'demo accounts (shown once; kept in ' + file + ', readable by you only):',
    ...accounts.map(
      (a) => `  ${a.kind === 'staff' ? `back office (${a.role})` : 'owner portal'}  ${a.email}  ${a.password}`,
    ),
  ];
}
