/**
 * Where an image of the content appears on the site, said beside its field (issue 31): the editor
 * shows what the image does instead of asking for a "background" switch. An image that is set is
 * shown; one that is empty is not.
 */
export type ImagePlacement = 'banner' | 'bannerGallery' | 'module' | 'pageCard';

export function imagePlacement(path: readonly (string | number)[]): ImagePlacement | null {
  const last = path.at(-1);
  if (path.length === 2 && path[0] === 'banner' && last === 'image') return 'banner';
  if (path.length === 3 && path[0] === 'banner' && path[1] === 'gallery' && typeof last === 'number')
    return 'bannerGallery';
  if (last === 'image' && typeof path.at(-2) === 'number' && path.at(-3) === 'modules') return 'module';
  if (path.length === 2 && path[0] === 'params' && last === 'image') return 'pageCard';
  return null;
}
