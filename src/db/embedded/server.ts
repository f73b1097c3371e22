/**
 * The life of the embedded PostgreSQL of a data folder (issue 14): made on first use, started on
 * 127.0.0.1 only, found again through `postmaster.pid` when a crashed run left it behind, stopped
 * with `pg_ctl stop`. Only scripts/ and test set-up import this; the server bundle reads
 * location.ts.
 */
import { execFile, type ExecFileOptions } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processAlive } from './alive';
import { binaries } from './binaries';
import { withFolderLock } from './folder-lock';
import { DATABASE, SUPERUSER, clusterDir, passwordPath, readPidFile, urlFor } from './location';
import { freePortFrom } from './ports';
import { assertReachable, runAs, type RunAs } from './system-user';

const DEFAULT_PORT = 54320;

export type EmbeddedServer = {
  url: string;
  port: number;
  /** False when a server already ran on the folder (the site, or one a crash left behind). */
  startedHere: boolean;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = { port?: number; log?: (line: string) => void };

function run(file: string, args: string[], user: RunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      // Its own session: a Ctrl+C in the terminal reaches the site, which stops the database after
      // its last request, not the database under it.
      {
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
        detached: true,
        cwd: tmpdir(),
        timeout: 120_000,
        windowsHide: true,
        encoding: 'utf8',
      } as ExecFileOptions & { encoding: 'utf8' },
      (error, stdout: string, stderr: string) =>
        error
          ? reject(new Error(`${path.basename(file)} ${args[0]} failed: ${(stderr || stdout || error.message).trim()}`))
          : resolve(stdout),
    );
  });
}

/**
 * The cluster's real folder. As root, when a folder above DATA_DIR is closed to the postgres
 * account (a root home of mode 700), the cluster goes to /var/lib/vitrine/{hash of DATA_DIR}
 * and DATA_DIR/postgres becomes a link to it: the site still finds it in its data folder.
 */
function placeCluster(dataDir: string, user: RunAs, log: (line: string) => void): string {
  const dir = clusterDir(dataDir);
  if (existsSync(dir)) return realpathSync(dir);
  if (!user) return dir;
  try {
    assertReachable(dir, user);
    return dir;
  } catch (error) {
    const elsewhere = path.join(
      '/var/lib/vitrine',
      createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16),
      'postgres',
    );
    mkdirSync(path.dirname(elsewhere), { recursive: true, mode: 0o755 });
    chmodSync('/var/lib/vitrine', 0o755);
    // The cluster of an earlier data folder of the same path that was deleted: kept aside, not reused.
    if (existsSync(elsewhere) && !existsSync(passwordPath(dataDir)))
      renameSync(elsewhere, `${elsewhere}.orphan-${Date.now()}`);
    assertReachable(elsewhere, user);
    symlinkSync(elsewhere, dir);
    log(`database: ${(error as Error).message.split('. ')[0]}; the cluster lives in ${elsewhere} (linked from ${dir})`);
    return elsewhere;
  }
}

function realCluster(dataDir: string): string {
  const dir = clusterDir(dataDir);
  return existsSync(dir) ? realpathSync(dir) : dir;
}

function ensurePassword(dataDir: string, initialised: boolean): string {
  const file = passwordPath(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (initialised) {
    throw new Error(
      `${clusterDir(dataDir)} holds a database but its password file ${file} is missing: put it back, or move the folder away to start a new database.`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a live process id in postmaster.pid is really a PostgreSQL (after a reboot it may be anything). */
function isPostgres(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self')) return true;
  try {
    return /postgres/.test(readFileSync(cmdline, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * A server already on the folder: reused when it answers with our password; stopped when it is a
 * PostgreSQL that does not answer; a stale lock file (its process gone, or another program after
 * a reboot) is removed. Never two servers on one folder.
 */
async function findRunning(
  dataDir: string,
  password: string,
  pgCtl: string,
  user: RunAs,
  log: (l: string) => void,
): Promise<number | undefined> {
  const dir = realCluster(dataDir);
  const lockFile = path.join(dir, 'postmaster.pid');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pid = readPidFile(dataDir);
    if (!pid) {
      if (existsSync(lockFile) && Date.now() < deadline) {
        // A server writes its lock file in steps: give it a moment before calling it garbled.
        await new Promise((r) => setTimeout(r, 200));
        if (readPidFile(dataDir)) continue;
      }
      if (existsSync(lockFile)) rmSync(lockFile, { force: true });
      return undefined;
    }
    if (!processAlive(pid.pid) || !isPostgres(pid.pid)) {
      log(`database: removing the stale lock of a server that is gone (process ${pid.pid})`);
      rmSync(lockFile, { force: true });
      return undefined;
    }
    if (await answers(urlFor(pid.port, password, 'postgres'))) return pid.port;
    if (Date.now() > deadline || pid.status === 'ready') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  log('database: a server on this folder does not answer; stopping it');
  await run(pgCtl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30'], user).catch(() =>
    run(pgCtl, ['stop', '-D', dir, '-m', 'immediate', '-w'], user),
  );
  return undefined;
}

async function initialise(dir: string, password: string, initdb: string, user: RunAs): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dir, user.uid, user.gid);
  // initdb reads the password from a file the server's account can read, removed right after.
  const pwfile = path.join(tmpdir(), `vitrine-pg-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  try {
    await run(
      initdb,
      ['-D', dir, '-U', SUPERUSER, `--pwfile=${pwfile}`, '-A', 'scram-sha-256', '-E', 'UTF8', '--locale=C'],
      user,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  const conf = path.join(dir, 'postgresql.conf');
  const settings = [
    '',
    '# Vitrine: the embedded server of this data folder (src/db/embedded/server.ts)',
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    'max_connections = 100',
    '',
  ].join('\n');
  writeFileSync(conf, readFileSync(conf, 'utf8') + settings);
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, password, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Stops the data folder's embedded server, if one runs. */
export async function stopEmbedded(dataDir: string): Promise<void> {
  if (!readPidFile(dataDir)) return;
  const { pg_ctl } = await binaries();
  const user = runAs();
  await run(pg_ctl, ['stop', '-D', realCluster(dataDir), '-m', 'fast', '-w', '-t', '60'], user).catch(
    (error: unknown) => {
      if (readPidFile(dataDir)) throw error;
    },
  );
}

/** Starts (or finds) the embedded PostgreSQL of `dataDir`, with its database made and answering. */
export async function startEmbedded(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(dataDir, { recursive: true });
  const { initdb, pg_ctl } = await binaries();
  const user = runAs();
  return withFolderLock(path.resolve(dataDir, 'postgres.lock'), async () => {
    const dir = placeCluster(dataDir, user, log);
    const initialised = existsSync(path.join(dir, 'PG_VERSION'));
    const password = ensurePassword(dataDir, initialised);
    const stop = () => stopEmbedded(dataDir);
    const running = await findRunning(dataDir, password, pg_ctl, user, log);
    if (running) {
      await ensureDatabase(running, password);
      return { url: urlFor(running, password), port: running, startedHere: false, stop };
    }
    if (!initialised) {
      const started = Date.now();
      await initialise(dir, password, initdb, user);
      log(`database: made a new PostgreSQL in ${dir} (${Date.now() - started} ms)`);
    }
    const wanted = options.port ?? DEFAULT_PORT;
    const port = await freePortFrom(wanted);
    if (port !== wanted)
      log(
        `database: port ${wanted} is taken; the embedded PostgreSQL listens on ${port} instead (set PGPORT to choose)`,
      );
    try {
      await run(
        pg_ctl,
        ['start', '-D', dir, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', `-p ${port}`],
        user,
      );
    } catch (error) {
      const tail = existsSync(path.join(dir, 'server.log'))
        ? readFileSync(path.join(dir, 'server.log'), 'utf8').trim().split('\n').slice(-5).join('\n')
        : '';
      throw new Error(`${error instanceof Error ? error.message : error}\n${tail}`);
    }
    await ensureDatabase(port, password);
    return { url: urlFor(port, password), port, startedHere: true, stop };
  });
}
