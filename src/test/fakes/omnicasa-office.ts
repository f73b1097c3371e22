/**
 * An office as Omnicasa's `GetPropertyList` and `GetProjectList` answer it (issue 30), for the fake
 * Omnicasa of the tests: PascalCase fields as its public clients read them, one language per call
 * (`texts` by LanguageId 1 nl, 2 fr, 3 en: descriptions, type and lookup names), plain-text
 * descriptions with line breaks, "Y-m-d H:i:s" dates on the clocks of Brussels, GoogleX the
 * latitude, photos as `XLargePictureItems {ID, Url}`, keys left out when empty. The values are made up.
 */
export type FakeOmnicasaItem = {
  fields: Record<string, unknown>;
  texts: Record<1 | 2 | 3, Record<string, unknown>>;
};

const pictures = (base: string, id: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ID: id * 10 + i,
    Url: `${base}/pictures/${id}/${(id * 31 + i * 7) % 1000}a${i}.jpg`,
  }));

export function omnicasaOffice(base: string): { properties: FakeOmnicasaItem[]; projects: FakeOmnicasaItem[] } {
  const properties: FakeOmnicasaItem[] = [
    {
      fields: {
        ID: 5200001,
        Ident: 'Tiensestraat 12, Leuven',
        Goal: 0,
        Status: 1,
        SubStatus: 1,
        Marquee: 0,
        WebID: 1,
        RecordFile: 'OC-2026-0101',
        Price: 465000,
        PublishPrice: 1,
        Street: 'Tiensestraat',
        HouseNumber: '12',
        Zip: '3000',
        City: 'Leuven',
        CountryAbbr: 'B',
        CountryName: 'België',
        PublishAddress: true,
        GoogleX: '50.8766',
        GoogleY: '4.7079',
        SurfaceTotal: 420,
        SurfaceLiving: 175,
        SurfaceGarden: 180,
        SurfaceGround: 420,
        NumberOfBedRooms: 4,
        NumberOfBathRooms: 1,
        NumberOfShowerRooms: 1,
        NumberOfToilets: 2,
        NumberOfGarages: 1,
        HasGarden: true,
        HasCellar: true,
        HasLift: false,
        Floor: 0,
        ConstructionYear: 1978,
        ConditionID: 5,
        EnergyPerformance: 189,
        EPCLabelText: 'B',
        CreatedDate: '2026-09-14 09:41:00',
        LastChangedDate: '2026-10-02 16:05:13',
        XLargePictureItems: pictures(base, 5200001, 3),
        MediumPictureItems: pictures(base, 5200001, 3),
        LargePicture: `${base}/pictures/5200001/large.jpg`,
      },
      texts: {
        1: {
          TypeDescription: 'Halfopen bebouwing',
          ConditionName: 'Gerenoveerd',
          ConstructionName: 'Halfopen bebouwing',
          KitchenName: 'Volledig uitgeruste keuken',
          HeatingName: 'Centrale verwarming gas',
          WindowGlazing: 'Dubbele beglazing',
          OrientationT: 'Zuid',
          DescriptionA:
            'Instapklare gezinswoning op wandelafstand van het centrum.\nRuime living, 4 slaapkamers & zonnige tuin.',
        },
        2: {
          TypeDescription: 'Maison semi-ouverte',
          ConditionName: 'Rénové',
          ConstructionName: 'Semi-ouverte',
          KitchenName: 'Cuisine entièrement équipée',
          HeatingName: 'Chauffage central au gaz',
          WindowGlazing: 'Double vitrage',
          OrientationT: 'Sud',
          DescriptionA:
            'Maison familiale prête à habiter, à deux pas du centre.\nGrand séjour, 4 chambres & jardin ensoleillé.',
        },
        3: {
          TypeDescription: 'Semi-detached house',
          ConditionName: 'Renovated',
          ConstructionName: 'Semi-detached',
          KitchenName: 'Fully equipped kitchen',
          HeatingName: 'Gas central heating',
          WindowGlazing: 'Double glazing',
          OrientationT: 'South',
          DescriptionA: 'Move-in ready family house within walking distance of the centre.',
        },
      },
    },
    {
      fields: {
        ID: 5200002,
        Goal: 1,
        Status: 4,
        WebID: 2,
        Price: 950,
        PublishPrice: 1,
        PriceUnitText: '€/maand',
        Street: 'Rue de Fer',
        HouseNumber: '40',
        BoxNr: '2B',
        Zip: '5000',
        City: 'Namur',
        CountryAbbr: 'B',
        PublishAddress: false,
        SurfaceLiving: 85,
        NumberOfBedRooms: 2,
        NumberOfBathRooms: 1,
        HasLift: true,
        HasFurnished: false,
        EnergyPerformance: 240,
        CreatedDate: '2026-08-01 10:00:00',
        LastChangedDate: '2026-09-20 11:30:00',
        XLargePictureItems: pictures(base, 5200002, 1),
      },
      texts: {
        1: { TypeDescription: 'Appartement', DescriptionA: 'Lichtrijk appartement met lift, vlak bij het station.' },
        2: { TypeDescription: 'Appartement', DescriptionA: 'Appartement lumineux avec ascenseur, près de la gare.' },
        3: { TypeDescription: 'Flat', DescriptionA: 'Bright flat with a lift, near the station.' },
      },
    },
    {
      fields: {
        ID: 5200003,
        Goal: 0,
        Status: 1,
        Marquee: 3,
        WebID: 2,
        ProjectID: 5300001,
        Price: 289000,
        PublishPrice: 1,
        Street: 'Kempische Steenweg',
        HouseNumber: '300',
        Zip: '3500',
        City: 'Hasselt',
        CountryAbbr: 'B',
        SurfaceLiving: 92,
        NumberOfBedRooms: 2,
        CreatedDate: '2026-07-01 08:00:00',
        LastChangedDate: '2026-09-01 08:00:00',
        XLargePictureItems: pictures(base, 5200003, 2),
      },
      texts: {
        1: {
          TypeDescription: 'Nieuwbouwappartement',
          MarqueeName: 'Optie',
          DescriptionA: 'Appartement A1 op de eerste verdieping.',
        },
        2: {
          TypeDescription: 'Appartement neuf',
          MarqueeName: 'Option',
          DescriptionA: 'Appartement A1 au premier étage.',
        },
        3: { TypeDescription: 'New-build flat', MarqueeName: 'Option', DescriptionA: 'Flat A1 on the first floor.' },
      },
    },
    {
      fields: {
        ID: 5200004,
        Goal: 0,
        Status: 2,
        WebID: 2,
        ProjectID: 5300001,
        Price: 349000,
        PublishPrice: 0,
        Street: 'Kempische Steenweg',
        HouseNumber: '300',
        Zip: '3500',
        City: 'Hasselt',
        CountryAbbr: 'B',
        SurfaceLiving: 118,
        NumberOfBedRooms: 3,
        CreatedDate: '2026-07-01 08:00:00',
        LastChangedDate: '2026-09-05 08:00:00',
      },
      texts: {
        1: { TypeDescription: 'Nieuwbouwappartement', DescriptionA: 'Penthouse B3 met groot terras.' },
        2: { TypeDescription: 'Appartement neuf', DescriptionA: 'Penthouse B3 avec grande terrasse.' },
        3: { TypeDescription: 'New-build flat', DescriptionA: 'Penthouse B3 with a large terrace.' },
      },
    },
    {
      // Cancelled before it was ever shown: nothing to take offline.
      fields: {
        ID: 5200005,
        Goal: 0,
        Status: 3,
        WebID: 1,
        Zip: '3000',
        City: 'Leuven',
        LastChangedDate: '2026-09-01 08:00:00',
      },
      texts: { 1: { TypeDescription: 'Woning' }, 2: { TypeDescription: 'Maison' }, 3: { TypeDescription: 'House' } },
    },
    {
      // Still being prepared by the office.
      fields: {
        ID: 5200006,
        Goal: 1,
        Status: 0,
        WebID: 2,
        Zip: '3000',
        City: 'Leuven',
        LastChangedDate: '2026-09-01 08:00:00',
      },
      texts: { 1: { TypeDescription: 'Studio' }, 2: { TypeDescription: 'Studio' }, 3: { TypeDescription: 'Studio' } },
    },
  ];
  const projects: FakeOmnicasaItem[] = [
    {
      fields: {
        ID: 5300001,
        Goal: 0,
        PublishInternet: true,
        ProjectWebID: 2,
        Street: 'Kempische Steenweg',
        HouseNumber: '300',
        Zip: '3500',
        City: 'Hasselt',
        CountryAbbr: 'B',
        PublicAddress: true,
        GoogleX: 50.9389,
        GoogleY: 5.3561,
        XLargePictureItems: pictures(base, 5300001, 2),
        CreatedDate: '2026-06-15 12:00:00',
        LastChangedDate: '2026-09-01 08:00:00',
      },
      texts: {
        1: {
          Name: 'Residentie Parkzicht',
          Description: 'Veertien appartementen aan het park.\nOplevering voorjaar 2027.',
        },
        2: { Name: 'Résidence Parkzicht', Description: 'Quatorze appartements au bord du parc.' },
        3: { Name: 'Parkzicht Residence', Description: 'Fourteen flats by the park.' },
      },
    },
  ];
  return { properties, projects };
}
