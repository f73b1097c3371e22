import type { SchemaNode } from './schema-node';

/**
 * The fields of a page that change nothing on the site, by what the page is (issue 31: the home
 * page's "Banner title" and the content-page switches showed on pages that do not read them).
 *
 * A page that stands for an application route (home, lists, projects, contact, the form pages,
 * the login) is drawn by its own route: its menu name, SEO, description and image (shown where a
 * menu module lists it) count; its content-page banner, breadcrumb, text, address and redirect
 * do not. Of the routes, the home page alone shows the page's modules and its own CSS.
 */
const ROUTE_IDLE = [
  'bannerTitle',
  'bannerDescription',
  'showPageBanner',
  'showBreadCrumb',
  'content',
  'path',
  'redirect',
  'redirectUrl',
];
const ROUTE_IDLE_BUT_HOME = ['modules', 'css'];

/** The keys of `params` that have no effect on a page with this route (none for a content page). */
export function idleParams(route: string | undefined): readonly string[] {
  if (!route) return [];
  return route === '/' ? ROUTE_IDLE : [...ROUTE_IDLE, ...ROUTE_IDLE_BUT_HOME];
}

/** The page's form without its idle fields (the schema node of a page, `params` pruned). */
export function withoutIdle(node: SchemaNode, route: string | undefined): SchemaNode {
  const idle = idleParams(route);
  const params = node.properties?.params;
  if (!idle.length || !params?.properties) return node;
  const kept = Object.fromEntries(Object.entries(params.properties).filter(([key]) => !idle.includes(key)));
  const prunedParams: SchemaNode = {
    ...params,
    properties: kept,
    required: params.required?.filter((key) => !idle.includes(key)),
  };
  return { ...node, properties: { ...node.properties, params: prunedParams } };
}

/**
 * What the form sent, with the idle fields' stored values put back: a field not shown is not
 * emptied by a save (a page that becomes a content page again finds its words).
 */
export function keepIdle(sent: unknown, stored: unknown, route: string | undefined): unknown {
  const idle = idleParams(route);
  const storedParams = paramsOf(stored);
  const sentParams = paramsOf(sent);
  if (!idle.length || !storedParams || !sentParams) return sent;
  const back = Object.fromEntries(idle.filter((key) => key in storedParams).map((key) => [key, storedParams[key]]));
  return { ...(sent as object), params: { ...sentParams, ...back } };
}

function paramsOf(doc: unknown): Record<string, unknown> | null {
  if (!doc || typeof doc !== 'object') return null;
  const params = (doc as { params?: unknown }).params;
  return params && typeof params === 'object' ? (params as Record<string, unknown>) : null;
}

/** The route a stored page stands for, if any. */
export function routeOf(doc: unknown): string | undefined {
  if (!doc || typeof doc !== 'object') return undefined;
  const route = (doc as { route?: unknown }).route;
  return typeof route === 'string' ? route : undefined;
}
