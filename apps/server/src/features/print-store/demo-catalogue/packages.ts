import type { DemoPackage } from './types';

/**
 * Ready-made sets: a fixed selection of designs with fixed specs at one price. Item design
 * keys refer to the collections' designs (the test proves each exists).
 */
export const DEMO_PACKAGES: DemoPackage[] = [
  {
    key: 'starterspakket-kantoor',
    name: 'Starterspakket kantoor',
    description:
      'De basis voor een kantoor of praktijk: nooduitgangen links en rechts, brandblussers, de EHBO-post en het rookverbod. Alles op stevig forex voor binnen, in de formaten die in gangen en bij deuren goed leesbaar zijn.',
    category: 'veiligheid',
    productCode: 'PKT-KANTOOR-01',
    maxOrderAmount: null,
    priceCents: 8950,
    items: [
      {
        design: 'vlucht-nooduitgang-links',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'vlucht-nooduitgang-rechts',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'brand-brandblusser',
        quantity: 2,
        specs: { size: '200x200', material: 'forex', application: 'binnen' },
      },
      {
        design: 'ehbo-eerste-hulp',
        quantity: 1,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'rookverbod-sticker',
        quantity: 4,
        specs: { size: '100x100', material: 'sticker', application: 'binnen' },
      },
    ],
  },
  {
    key: 'bouwplaatspakket',
    name: 'Bouwplaatspakket',
    description:
      'Alles voor de poort en de keet van een nieuwe bouwplaats: het grote bouwplaatsbord op dibond, waarschuwingen voor bouwverkeer en hangende lasten, gebodsborden voor helm en veiligheidsschoenen, en een pak keuringsstickers voor het elektrisch gereedschap. Geschikt voor buiten.',
    category: 'bouwplaats',
    productCode: 'PKT-BOUW-01',
    maxOrderAmount: null,
    priceCents: 18900,
    items: [
      {
        design: 'bouwplaatsbord-compleet',
        quantity: 1,
        specs: { size: '400x600', material: 'dibond', application: 'buiten' },
      },
      {
        design: 'bouw-bouwverkeer',
        quantity: 2,
        specs: { size: '300x450', material: 'dibond', application: 'buiten' },
      },
      {
        design: 'waarschuwing-hangende-last',
        quantity: 1,
        specs: { size: '300x450', material: 'dibond', application: 'buiten' },
      },
      {
        design: 'gebod-veiligheidshelm',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'buiten' },
      },
      {
        design: 'gebod-veiligheidsschoenen',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'buiten' },
      },
      { design: 'voorraad-keuringssticker-nen3140', quantity: 1, specs: { volume: '50' } },
    ],
  },
  {
    key: 'brandveiligheid-basis',
    name: 'Brandveiligheid basis',
    description:
      'Eenmalig startpakket voor een nieuw pand: alle tekens voor blusmiddelen, brandmelders en vluchtroutes in één keer, met een korting op de losse prijs. Maximaal één per bestelling; voor grotere panden stelt u zelf een set samen.',
    category: 'brandpreventie',
    productCode: 'PKT-BRAND-01',
    maxOrderAmount: 1,
    priceCents: 6450,
    items: [
      {
        design: 'brandblusserbord-met-tekst',
        quantity: 3,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'brand-brandslanghaspel',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'brand-brandmelder',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'brandwerende-deur-gesloten-houden',
        quantity: 4,
        specs: { size: '100x100', material: 'sticker', application: 'binnen' },
      },
      {
        design: 'vlucht-nooduitgang-rechtdoor',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
    ],
  },
  {
    key: 'magazijnpakket',
    name: 'Magazijn en logistiek',
    description:
      'Scheid voetgangers en heftrucks in hal en magazijn: waarschuwingsborden voor heftruckverkeer, vloerpijlen voor de looproute en vloerstickers bij de kruisingen. De vloerstickers hebben een antislip-laminaat.',
    category: 'vloerstickers',
    productCode: 'PKT-MAGAZIJN-01',
    maxOrderAmount: null,
    priceCents: 12400,
    items: [
      {
        design: 'waarschuwing-heftruckverkeer',
        quantity: 3,
        specs: { size: '300x450', material: 'forex', application: 'binnen' },
      },
      {
        design: 'verbod-voetgangers',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'vloer-looproute-pijl-geel',
        quantity: 10,
        specs: { size: '300x300', material: 'vloersticker' },
      },
      {
        design: 'vloersticker-heftruckverkeer',
        quantity: 4,
        specs: { size: '400x400', material: 'vloersticker' },
      },
      {
        design: 'gebod-voetgangersroute',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
    ],
  },
  {
    key: 'actiepakket-rookvrij-2023',
    name: 'Actiepakket rookvrij 2023',
    description:
      'De actie van 2023 voor rookvrije horeca en schoolterreinen: borden en stickers met het rookverbod. Niet meer te bestellen; bewaard voor de beheerders.',
    category: 'verbod',
    productCode: 'PKT-ROOKVRIJ-23',
    maxOrderAmount: null,
    priceCents: 3950,
    active: false,
    items: [
      {
        design: 'rookverbod-cafe-rookvrije-zone',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'binnen' },
      },
      {
        design: 'rookverbod-sticker',
        quantity: 10,
        specs: { size: '100x100', material: 'sticker', application: 'binnen' },
      },
      {
        design: 'rookverbod-verboden-te-roken',
        quantity: 2,
        specs: { size: '200x300', material: 'forex', application: 'buiten' },
      },
    ],
  },
];
