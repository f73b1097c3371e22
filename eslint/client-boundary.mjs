import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Client components never import lib, app, db or env (docs/architecture.md), types included: a
 * 'use client' file and every module of ours it reaches are sent to the browser. A file whose
 * directives say 'use client' is checked import by import; an import of one of our modules that
 * is not a client file itself is followed through everything it imports.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const SERVER_SIDE = /^(lib|app|db)(\/|$)|^env(\.[a-z]+)?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
/** next-intl's client (its provider and message formatter): public pages' client code reads useTexts (decision 035). */
const INTL_CLIENT = /^(next-intl|use-intl)(\/|$)/;
/** The owner portal's forms keep next-intl's provider: not public pages (decision 035). */
const INTL_ALLOWED = /^components\/portal\//;

/** The file an import names, inside src/ (null for a package or a path out of src/). */
function resolve(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (path.relative(SRC, base).startsWith('..')) return null;
  const found = EXTENSIONS.map((ext) => base + ext).find((p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile());
  return found ?? base;
}

/** The part of src/ a file sits in, as a path without its extension ("lib/content/load"). */
const place = (file) =>
  path
    .relative(SRC, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[a-z]+$/, '');

const parsed = new Map();
/** What a module imports, and whether it is a client file itself; read once per change. */
function moduleInfo(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return { imports: [], client: false };
  const known = parsed.get(file);
  if (known?.mtime === stat.mtimeMs) return known;
  const text = fs.readFileSync(file, 'utf8');
  const info = {
    mtime: stat.mtimeMs,
    imports: ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName),
    client: /^(\s*(\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(text),
  };
  parsed.set(file, info);
  return info;
}

/** The first chain from `file` to a server-side module, through modules that are not client files. */
function serverChain(file, seen = new Set()) {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of moduleInfo(file).imports) {
    const target = resolve(file, specifier);
    if (!target) continue;
    if (SERVER_SIDE.test(place(target))) return [place(file), specifier];
    if (moduleInfo(target).client) continue;
    const rest = serverChain(target, seen);
    if (rest) return [place(file), ...rest];
  }
  return null;
}

const isClientFile = (program) =>
  program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');

const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Client components never import lib, app, db or env, not even their types.' },
    schema: [],
    messages: {
      direct: "A client component never imports '{{source}}' (lib, app, db and env stay on the server).",
      through: "'{{source}}' is sent to the browser with this client component and leads to the server: {{chain}}.",
      intl: "A client component reads its texts with useTexts (components/i18n/client-texts), not '{{source}}': next-intl's client would load on every page (docs/decisions/035-texts-in-the-browser.md).",
    },
  },
  create(context) {
    const filename = context.filename;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (INTL_CLIENT.test(source.value) && !INTL_ALLOWED.test(place(filename))) {
        context.report({ node: source, messageId: 'intl', data: { source: source.value } });
        return;
      }
      const target = resolve(filename, source.value);
      if (!target) return;
      if (SERVER_SIDE.test(place(target))) {
        context.report({ node: source, messageId: 'direct', data: { source: source.value } });
        return;
      }
      if (moduleInfo(target).client) return;
      const chain = serverChain(target);
      if (chain)
        context.report({
          node: source,
          messageId: 'through',
          data: { source: source.value, chain: chain.join(' → ') },
        });
    };
    let client = false;
    return {
      Program(program) {
        client = isClientFile(program);
      },
      ImportDeclaration: (node) => client && check(node),
      ExportNamedDeclaration: (node) => client && check(node),
      ExportAllDeclaration: (node) => client && check(node),
      ImportExpression: (node) => client && check(node),
    };
  },
};

export const arrows = { rules: { 'client-boundary': clientBoundary } };
