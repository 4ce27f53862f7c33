import { design } from '../design-builders';
import * as glyph from '../svg/glyphs';
import { hazardStripeSticker, inspectionLabel } from '../svg/sign-layouts';
import { SAFETY } from '../svg/svg-document';
import type { DemoCollection } from '../types';

export const INSPECTION_LABELS: DemoCollection = {
  key: 'keuringslabels-markering',
  name: 'Keuringslabels en markeringsmateriaal',
  subtitle: 'Uit voorraad, per pak geleverd',
  description:
    'Keuringslabels tonen in één oogopslag wanneer gereedschap, een installatie of een blusmiddel voor het laatst is gekeurd en wanneer de volgende keuring is. Ze horen bij de periodieke inspectie van elektrisch gereedschap volgens NEN 3140 en het onderhoud van blustoestellen volgens NEN 2559. Deze artikelen liggen op voorraad en worden per pak van 10, 50 of 100 stuks geleverd.',
  categories: ['brandpreventie', 'veiligheid'],
  designs: [
    design(
      {
        key: 'voorraad-keuringssticker-nen3140',
        extraInfo: 'Per pak van 10, 50 of 100 stuks; de maandvakjes zijn af te strepen of te ponsen.',
        name: 'Keuringssticker NEN 3140',
        description:
          'Vinyl keuringssticker voor elektrisch gereedschap en verlengkabels, met maandvakjes om af te strepen.',
        productType: 'stockPack',
        isStockProduct: true,
        actualStock: 640,
        availableForAd: true,
      },
      inspectionLabel(
        'Gekeurd',
        ['NEN 3140', 'Volgende:', '___ 20___'],
        {
          ground: SAFETY.green,
          ink: SAFETY.white,
        },
        glyph.inspectionTick,
      ),
    ),
    design(
      {
        key: 'voorraad-onderhoudslabel-blusser',
        name: 'Onderhoudslabel brandblusser',
        description: 'Onderhoudslabel voor draagbare blustoestellen, in te vullen door de onderhoudsmonteur.',
        productType: 'stockPack',
        isStockProduct: true,
        actualStock: 380,
      },
      inspectionLabel(
        'Onderhoud',
        ['NEN 2559', 'Datum:', 'Paraaf:'],
        { ground: SAFETY.red, ink: SAFETY.white },
        glyph.fireExtinguisher,
      ),
    ),
    design(
      {
        key: 'voorraad-markeringsstrip-geel-zwart',
        name: 'Markeringsstrips geel-zwart',
        description: 'Voorgesneden geel-zwarte markeringsstrips voor randen, paaltjes en obstakels, per pak.',
        productType: 'stockPack',
        isStockProduct: true,
        actualStock: 0,
      },
      hazardStripeSticker('Let op'),
    ),
  ],
};
