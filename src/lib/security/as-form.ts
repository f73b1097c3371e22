/**
 * A server action's form argument as the action may read it. The edge lets through only the
 * argument shapes the site's pages send (src/domain/edge/action-request.ts), but it cannot know each
 * action's arity: a post that gives a state-keeping action only its form would hand it `undefined`.
 * An empty form instead fails the action's own validation, with its usual message (issue 33).
 */
export function asForm(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
