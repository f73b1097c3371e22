import { PropertyNotFound, propertyNotFoundMetadata } from '../../../../_shared/property-not-found';

export const generateMetadata = propertyNotFoundMetadata;

export default function PropertyNotFoundPage() {
  return <PropertyNotFound />;
}
