import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import type { DemoCollection } from '../types';

/** In the hidden season category: shown again by the store's admins when the winter comes (issue 30). */
export const WINTER: DemoCollection = {
  key: 'winter-gladheid',
  name: 'Winter en gladheid',
  subtitle: 'Seizoensborden voor parkeerterrein en entree',
  description:
    'Tijdelijke borden voor de wintermaanden: ze waarschuwen voor gladheid op parkeerterreinen, hellingen en entrees die niet volledig gestrooid kunnen worden. Gebruik het waarschuwingsteken W011 van NEN-EN-ISO 7010 met een duidelijke tekst en zet de borden weg als de gladheid voorbij is, zodat ze hun betekenis houden.',
  categories: ['seizoen'],
  designs: [
    design(
      {
        key: 'winter-gladheid',
        name: 'Let op: gladheid',
        description:
          'Waarschuwingsbord voor gladheid door sneeuw of ijzel, op parkeerterreinen en bij entrees.',
      },
      sign('warning', glyph.slippingPerson, 'Let op: gladheid'),
    ),
    design(
      {
        key: 'winter-niet-gestrooid',
        name: 'Wordt niet gestrooid',
        description: 'Waarschuwingsbord voor paden en terreinen die in de winter niet worden gestrooid.',
      },
      sign('warning', glyph.exclamation, 'Wordt niet gestrooid'),
    ),
  ],
};
