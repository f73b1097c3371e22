export function refuseRequestLine(
  method: string | undefined,
  target: string | undefined,
): { status: 204 | 400 | 405 | 414; allow?: string } | null;
export const MAX_TARGET: number;
