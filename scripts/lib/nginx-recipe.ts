/**
 * deploy/nginx/vitrine.conf made runnable on this machine: the CI's test of the recipe
 * (scripts/ci/behind-nginx.ts) and the Lighthouse bench's front (scripts/bench/front.ts) serve
 * through the recipe itself, with only its names, ports and paths replaced.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export type NginxPorts = { http: number; https: number; upstream: [number, number] };

/**
 * deploy/nginx/vitrine.conf with its names, ports and paths replaced, nothing else: each
 * replacement must find its text in the recipe, and none of the recipe's own names or system
 * paths may remain.
 */
export function deriveConfig(
  recipe: string,
  dirs: { certs: string; cache: string; acme: string },
  ports: NginxPorts,
  ipv6: boolean,
): string {
  let conf = recipe;
  const replace = (pattern: RegExp, by: (...match: string[]) => string, what: string) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx/vitrine.conf: no ${what} to replace (${pattern})`);
    conf = conf.replace(pattern, by);
  };
  replace(
    /\/etc\/letsencrypt\/live\/www\.example-agency\.be\/(fullchain|privkey)\.pem/g,
    (_, file) => path.join(dirs.certs, file === 'fullchain' ? 'cert.pem' : 'key.pem'),
    'certificate paths',
  );
  replace(/\/var\/lib\/nginx\/vitrine-cache/g, () => dirs.cache, 'cache path');
  replace(/root \/var\/www\/letsencrypt;/g, () => `root ${dirs.acme};`, "Let's Encrypt's webroot");
  replace(/https:\/\/www\.example-agency\.be/g, () => `https://localhost:${ports.https}`, 'redirect address');
  replace(/(?<![\w.-])www\.example-agency\.be(?![\w.-])/g, () => 'localhost', 'www name');
  replace(/(?<![\w.-])example-agency\.be(?![\w.-])/g, () => 'apex.localhost', 'bare name');
  replace(
    /^(\s*)listen (\[::\]:)?(80|443)\b([^;]*);/gm,
    (_, indent, v6, port, rest) => {
      const to = port === '80' ? ports.http : ports.https;
      if (!v6) return `${indent}listen 127.0.0.1:${to}${rest};`;
      return ipv6 ? `${indent}listen [::1]:${to}${rest};` : `${indent}# (no IPv6 here) listen [::1]:${to}${rest};`;
    },
    'listen lines',
  );
  replace(
    /server 127\.0\.0\.1:(3000|3001)\b/g,
    (_, port) => `server 127.0.0.1:${ports.upstream[port === '3000' ? 0 : 1]}`,
    'upstream servers',
  );
  // The comments may name system paths (how to install it); the directives may not.
  const left = /example-agency|\/etc\/|\/var\/|:300[01]\b|listen (80|443)\b/.exec(conf.replace(/#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx/vitrine.conf: "${left[0]}" left after the replacements`);
  return conf;
}

/**
 * The site's configuration (`site`, from deriveConfig) and a main one around it in `dir`, with
 * nginx's temporary files in `tmp`; `accessLog`: each request's upstream, status, method and path in
 * access.log. Returns nginx's arguments for them (`-p`, `-c`, `-e`).
 */
export function writeNginxFiles(dir: string, tmp: string, site: string, accessLog: boolean): string[] {
  writeFileSync(path.join(dir, 'vitrine.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...(accessLog
        ? [
            "  log_format upstream '$upstream_addr|$status|$request_method|$uri';",
            `  access_log ${path.join(dir, 'access.log')} upstream;`,
          ]
        : ['  access_log off;']),
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(tmp, t)};`),
      `  include ${path.join(dir, 'vitrine.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
}

/**
 * A certificate for the recipe's TLS on this machine, made with openssl: `key.pem` and `cert.pem` in
 * `dir`, for `names` (the first is its common name), valid two days. Browsers and clients are told
 * to accept it (it is signed by nobody).
 */
export function selfSignedCertificate(dir: string, names: string[]): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}
