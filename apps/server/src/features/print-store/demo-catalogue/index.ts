import type { DemoCatalogue } from './types';

/**
 * PLACEHOLDER until the demo catalogue of issue 29 (60+ designs with their pictograms) is
 * merged: it replaces this file. Two categories, two collections, three designs, one package,
 * so that the seed has something to write.
 */
const sign = (colour: string, text: string) => () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="16" fill="${colour}"/><text x="100" y="118" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;

export const DEMO_CATALOGUE: DemoCatalogue = {
  categories: [
    { key: 'veiligheid', name: 'Veiligheid', colour: '#009a44', listOnTop: true },
    { key: 'verbod', name: 'Verbod', colour: '#e30613' },
  ],
  collections: [
    {
      key: 'nooduitgangen',
      name: 'Nooduitgangen',
      subtitle: 'Vluchtwegaanduiding',
      description: 'Borden die de weg naar buiten wijzen.',
      categories: ['veiligheid'],
      displayOnDashboard: true,
      designs: [
        {
          key: 'nooduitgang-links',
          name: 'Veiligheidsbord nooduitgang links',
          description: 'Groen bord met pijl naar links.',
          designer: 'Drukwerk Direct',
          productType: 'sign',
          svg: sign('#009a44', 'EXIT'),
          aspectRatio: 1,
          availableForAd: true,
        },
        {
          key: 'verzamelplaats',
          name: 'Verzamelplaats',
          description: 'Waar iedereen samenkomt na een ontruiming.',
          designer: 'Drukwerk Direct',
          productType: 'sign',
          svg: sign('#009a44', 'VP'),
          aspectRatio: 1,
        },
      ],
    },
    {
      key: 'rookverboden',
      name: 'Rookverboden',
      subtitle: 'Niet roken',
      description: 'Verbodsborden voor roken en open vuur.',
      categories: ['verbod'],
      displayOnDashboard: true,
      designs: [
        {
          key: 'verboden-te-roken',
          name: 'Verboden te roken',
          description: 'Rond rood verbodsbord.',
          designer: 'Drukwerk Direct',
          productType: 'sign',
          svg: sign('#e30613', 'NO'),
          aspectRatio: 1,
          availableForAd: true,
        },
      ],
    },
  ],
  packages: [
    {
      key: 'startpakket-bhv',
      name: 'Startpakket BHV',
      description: 'De borden die elk gebouw nodig heeft.',
      category: 'veiligheid',
      productCode: 'PKG-BHV-01',
      maxOrderAmount: 1,
      priceCents: 4950,
      items: [
        { design: 'nooduitgang-links', quantity: 4, specs: { size: '200x200', material: 'sticker' } },
        { design: 'verboden-te-roken', quantity: 2, specs: { size: '200x200', material: 'forex' } },
      ],
    },
  ],
};
