import path from 'node:path';
import { readDemoAccounts } from '../../scripts/lib/demo-accounts';

/**
 * The password the first start of a test server made for a demo account (issue 29: no demo
 * password is published; each installation keeps its own in DATA_DIR/demo-accounts.txt). The main
 * e2e server's data folder by default (E2E_DATA_DIR, .data-e2e); a variant server's with
 * `variantDataDir` of variant-server.ts. Read when called: the server has started by then.
 */
export function demoPassword(email: string, dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'): string {
  const found = readDemoAccounts(path.resolve(dataDir)).find((a) => a.email === email);
  if (!found)
    throw new Error(
      `no demo account ${email} in ${path.resolve(dataDir, 'demo-accounts.txt')}: did its server start on an empty data folder?`,
    );
  return found.password;
}
