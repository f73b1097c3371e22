import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mayOpen, ROLES, sectionOfPath, type Role, type Section } from '@/domain/access/roles';

/**
 * Every page, server action and route of the back office asks the roles' rule (issue 44): found
 * in the app directory, so a new page, action or export cannot be left out. Each action and route
 * is called as each role: a role that does not open its section is refused before the database
 * is touched; a role that opens it gets past the check.
 */

const APP = path.join(process.cwd(), 'src', 'app');
const SIGNED_IN = path.join(APP, 'admin', '(signed-in)');
const API = path.join(APP, 'api', 'admin');

function filesNamed(dir: string, names: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && names.includes(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The address of a file of the app directory: route groups left out, a dynamic segment as a sample. */
function addressOf(file: string): string {
  const parts = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((p) => !/^\(.*\)$/.test(p))
    .map((p) => (p.startsWith('[') ? 'x' : p));
  return `/${parts.join('/')}/`;
}

/** Every page, and every module of server actions ('use server', whatever its name). */
const pages = readdirSync(SIGNED_IN, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
  .map((e) => path.join(e.parentPath, e.name))
  .filter((f) => f.endsWith('page.tsx') || readFileSync(f, 'utf8').startsWith("'use server'"))
  .sort();
const isActions = (file: string) => !file.endsWith('page.tsx');
const routes = filesNamed(API, ['route.ts']);

describe('the app directory', () => {
  it('has the back office’s pages, actions and routes (this test reads them)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(routes.map(addressOf)).toEqual(
      expect.arrayContaining(['/api/admin/leads/', '/api/admin/lists/x/', '/api/admin/privacy/']),
    );
  });

  it.each(pages.map((f) => [path.relative(APP, f), f]))(
    '%s belongs to a section and asks for it in every exported function',
    (_name, file) => {
      const section = sectionOfPath(addressOf(file));
      expect(section).not.toBeNull();
      const source = readFileSync(file, 'utf8');
      const exported = source.split(/^export (?:default )?async function /m).slice(1);
      expect(exported.length).toBeGreaterThan(0);
      // A page asks for its own section; an action for the section whose data it changes (the
      // calls below check that each role meets its folder's section there).
      const asked = isActions(file) ? /requireSection\('(\w+)'\)/ : new RegExp(`requireSection\\('${section}'\\)`);
      for (const body of exported) expect(body).toMatch(asked);
      expect(source).not.toMatch(/requireStaff\(|currentStaff\(|requestStaff\(/);
    },
  );

  it.each(routes.map((f) => [path.relative(APP, f), f]))('%s asks for its section first', (_name, file) => {
    const section = sectionOfPath(addressOf(file));
    expect(section).not.toBeNull();
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`staffForRoute('${section}')`);
    expect(source).not.toMatch(/currentStaff\(|requestStaff\(/);
  });
});

// The staff member of the call, and what stops it.
const who = vi.hoisted(() => ({ role: null as string | null, dbTouched: false }));
class Forbidden extends Error {}
class Redirected extends Error {}

vi.mock('@/lib/staff/session', () => {
  const staff = () =>
    who.role ? { id: 'staff-x', email: 'x@agency.example', name: 'X', role: who.role, locale: 'en' } : null;
  return {
    requestStaff: async () => staff(),
    requireStaff: async () => {
      if (!who.role) throw new Redirected('/admin/login/');
      return staff();
    },
  };
});
vi.mock('@/lib/staff/admin-page', () => ({
  adminTexts: async () => Object.assign((key: string) => key, { has: () => true }),
  adminLocale: async () => 'en',
}));
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  forbidden: () => {
    throw new Forbidden('403');
  },
  redirect: (to: string) => {
    throw new Redirected(to);
  },
  notFound: () => {
    throw new Redirected('404');
  },
}));
vi.mock('@/db/client', () => ({
  getDb: () => {
    who.dbTouched = true;
    throw new Error('the database was reached');
  },
}));

beforeEach(() => {
  who.role = null;
  who.dbTouched = false;
});

type Call = (...args: unknown[]) => Promise<unknown>;

function form(): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({ id: '1', intent: 'invite', email: 'a@b.example', name: 'A', doc: 'site' }))
    f.set(k, v);
  return f;
}

async function outcome(call: () => Promise<unknown>): Promise<'forbidden' | 'signed-out' | 'passed'> {
  try {
    await call();
    return 'passed';
  } catch (error) {
    if (error instanceof Forbidden) return 'forbidden';
    if (error instanceof Redirected && error.message === '/admin/login/') return 'signed-out';
    return 'passed'; // past the check: what follows (the database, a redirect) is the action's own
  }
}

const actionFiles = pages.filter(isActions);
const cases = actionFiles.flatMap((file) =>
  ROLES.map((role) => [path.relative(APP, file), role, file, sectionOfPath(addressOf(file))!] as const),
);

describe('every server action of the back office', () => {
  it.each(cases)('%s as %s', { timeout: 30_000 }, async (_name, role: Role, file, section: Section) => {
    const actions = (await import(/* @vite-ignore */ file)) as Record<string, Call>;
    const functions = Object.entries(actions).filter(([, f]) => typeof f === 'function');
    expect(functions.length).toBeGreaterThan(0);
    for (const [name, action] of functions) {
      const run = () => (action.length >= 2 ? action(undefined, form()) : action(form()));
      who.role = role;
      who.dbTouched = false;
      const result = await outcome(run);
      if (mayOpen(role, section)) expect(result, `${name} for ${role}`).toBe('passed');
      else {
        expect(result, `${name} refuses ${role}`).toBe('forbidden');
        expect(who.dbTouched, `${name} reached the database for ${role}`).toBe(false);
      }
      who.role = null;
      expect(await outcome(run), `${name} signed out`).toBe('signed-out');
    }
  });
});

const routeCases = routes.flatMap((file) =>
  [...ROLES, null].map((role) => [path.relative(APP, file), role ?? 'nobody', file, role] as const),
);

describe('every route of the back office (exports, files, preview)', () => {
  it.each(routeCases)('%s as %s', { timeout: 30_000 }, async (_name, _who, file, role) => {
    const route = (await import(/* @vite-ignore */ file)) as { GET: Call };
    const section = sectionOfPath(addressOf(file))!;
    who.role = role;
    const request = new Request('http://localhost/api/admin/x/?email=a%40b.example&doc=site');
    const params = { params: Promise.resolve({ list: 'subscribers', key: ['uploads', 'a.webp'] }) };
    let answer: Response | 'passed';
    try {
      answer = (await route.GET(request, params)) as Response;
    } catch {
      answer = 'passed';
    }
    if (role && mayOpen(role, section)) {
      // Past the check: what follows (a missing file, the database) is the route's own.
      expect(answer === 'passed' || answer.status !== 403).toBe(true);
      return;
    }
    expect(answer).toBeInstanceOf(Response);
    const refused = answer as Response;
    // Signed out: the address is not there (the preview sends to the sign-in page); another role: 403.
    if (!role) expect(refused.status).toBe(section === 'content' ? 303 : 404);
    else {
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe('forbiddenTitle. forbiddenText');
    }
    expect(who.dbTouched).toBe(false);
  });
});
