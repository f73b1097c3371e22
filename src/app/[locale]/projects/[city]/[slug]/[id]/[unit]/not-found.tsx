import { PropertyNotFound } from '../../../../../_shared/property-not-found';

export default function PropertyNotFoundPage() {
  return <PropertyNotFound />;
}
