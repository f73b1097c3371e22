import { PropertyNotFound, propertyNotFoundMetadata } from '../../_shared/property-not-found';

/**
 * The tab title of the property's full 404 page: rendered with status 404, a route takes the
 * metadata of its nearest not-found boundary, which would otherwise be the language's (any page).
 */
export const generateMetadata = propertyNotFoundMetadata;

export default function PropertyNotFoundBoundary() {
  return <PropertyNotFound />;
}
