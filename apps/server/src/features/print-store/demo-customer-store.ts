import type { DemoCatalogue } from './demo-catalogue/types';

/** The demo customer whose theme has a print store of its own (issue 29 point 1). */
export const DEMO_CUSTOMER_STORE_THEME = 'gemeente-rivierstad';

/** A municipal sign: the city's green, a white title and a line below it. */
const municipalSign = (title: string, line: string) => () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" rx="12" fill="#166534"/><rect x="12" y="12" width="276" height="176" rx="8" fill="none" stroke="#ffffff" stroke-width="4"/><path d="M30 40 q20 -18 40 0 t40 0" fill="none" stroke="#bbf7d0" stroke-width="6"/><text x="150" y="110" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${title}</text><text x="150" y="150" font-family="sans-serif" font-size="18" fill="#dcfce7" text-anchor="middle">${line}</text></svg>`;

/**
 * The own store of Gemeente Rivierstad: the signs of its buildings and events, with a hidden
 * category its store admin prepares (issue 30). Its theme shows the default store too
 * (printStoreAd.includeDefault).
 */
export const DEMO_CUSTOMER_CATALOGUE: DemoCatalogue = {
  categories: [
    { key: 'rivierstad-gebouwen', name: 'Gemeentelijke gebouwen', colour: '#166534', listOnTop: true },
    { key: 'rivierstad-evenementen', name: 'Evenementen', colour: '#0f766e', newBadge: true },
    { key: 'rivierstad-verkiezingen', name: 'Verkiezingen', colour: '#334155', active: false },
  ],
  collections: [
    {
      key: 'rivierstad-bewegwijzering',
      name: 'Bewegwijzering stadskantoor',
      subtitle: 'In de huisstijl van Rivierstad',
      description:
        'Borden voor de balies, spreekkamers en verdiepingen van het stadskantoor en de wijkposten, in het groen van de gemeente.',
      categories: ['rivierstad-gebouwen'],
      displayOnDashboard: true,
      designs: [
        {
          key: 'rivierstad-balie-burgerzaken',
          name: 'Balie Burgerzaken',
          description: 'Wegwijzer naar de balie voor paspoorten, rijbewijzen en uittreksels.',
          designer: 'Gemeente Rivierstad',
          productType: 'sign',
          svg: municipalSign('Burgerzaken', 'Balie 1 t/m 6'),
          aspectRatio: 1.5,
          availableForAd: true,
        },
        {
          key: 'rivierstad-spreekkamers',
          name: 'Spreekkamers',
          description: 'Bord voor de gang met de spreekkamers op de begane grond.',
          designer: 'Gemeente Rivierstad',
          productType: 'sign',
          svg: municipalSign('Spreekkamers', 'Begane grond'),
          aspectRatio: 1.5,
        },
      ],
    },
    {
      key: 'rivierstad-evenementborden',
      name: 'Evenementborden',
      subtitle: 'Voor markten, braderieën en het stadsfeest',
      description:
        'Tijdelijke borden voor evenementen in de binnenstad: omleidingen, afgesloten straten en de EHBO-post.',
      categories: ['rivierstad-evenementen'],
      displayOnDashboard: true,
      designs: [
        {
          key: 'rivierstad-omleiding',
          name: 'Omleiding evenement',
          description: 'Bord voor de omleiding van verkeer tijdens een evenement.',
          designer: 'Gemeente Rivierstad',
          productType: 'sign',
          svg: municipalSign('Omleiding', 'Stadsfeest Rivierstad'),
          aspectRatio: 1.5,
        },
      ],
    },
    {
      key: 'rivierstad-stembureau',
      name: 'Stembureau',
      subtitle: 'Nog niet gepubliceerd',
      description: 'Borden voor de stembureaus van de volgende verkiezingen.',
      categories: ['rivierstad-verkiezingen'],
      active: false,
      designs: [
        {
          key: 'rivierstad-stembureau-ingang',
          name: 'Ingang stembureau',
          description: 'Bord bij de ingang van een stembureau.',
          designer: 'Gemeente Rivierstad',
          productType: 'sign',
          svg: municipalSign('Stembureau', 'Ingang'),
          aspectRatio: 1.5,
        },
      ],
    },
  ],
  packages: [],
};
