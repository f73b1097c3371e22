import type { Metadata } from 'next';
import { PropertyRoute, propertyMetadata, type DetailParams } from '../../../../_shared/property-route';

type Props = { params: Promise<DetailParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return propertyMetadata(await params);
}

export default async function PropertyForSalePage({ params }: Props) {
  return <PropertyRoute params={await params} kind="sale" />;
}
