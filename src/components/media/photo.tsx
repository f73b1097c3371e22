import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A photo as next/image writes it (srcset from our loader, sizes, fill, lazy or eager), as a plain
 * `<img>`: `getImageProps` computes the attributes where the component renders, so a server
 * component ships no script for it and a client one only the attribute helper, not next/image's
 * client component and its router contexts (about 6 KB compressed on every page that shows a
 * photo; issue 45, docs/benchmarks.md). A photo with `priority` is preloaded like next/image does.
 */
export function Photo({ priority, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, priority });
  if (priority && props.src) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is required by ImageProps
  return <img {...props} />;
}
