/**
 * The fields of the content that are machinery rather than words or choices (issue 31): ids,
 * file names and types, storage places, CSS classes, column widths, sort numbers, dates the
 * system writes, the route a page stands for, the social-network technicalities of its SEO, the
 * kind of a block's background (what is filled in decides it) and the gallery no block shows. The
 * editor folds them under "Advanced": still sent and kept, out of the way of office staff.
 */
const ANYWHERE = new Set([
  'id',
  'parentId',
  'filename',
  'originalname',
  'mimetype',
  'destination',
  'createDate',
  'modifyDate',
  'class',
  'col',
  'span',
  'position',
  'css',
  'type',
  'legacyPath',
  'route',
  'name',
  // A block's background follows what is filled in (an image, a colour): no switch to set.
  'backgroundType',
  // A block's gallery, which no block shows.
  'images',
]);
/** Within a page's SEO: what only social networks read. */
const SEO = new Set(['ogType', 'ogUrl', 'ogImage', 'twitterCard', 'twitterSite', 'twitterImage']);

export function isMachinery(path: readonly (string | number)[]): boolean {
  const key = path.at(-1);
  if (typeof key !== 'string') return false;
  // A page's `name`, `type` and `route` are machinery; a banner's `type` (its kind) is a choice.
  if ((key === 'type' || key === 'name') && !(path.length === 1 || (path[0] === 'params' && path.length === 2)))
    return false;
  if (path.at(-2) === 'seo') return SEO.has(key);
  return ANYWHERE.has(key);
}
