import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import type { DemoCollection } from '../types';

export const FIRST_AID: DemoCollection = {
  key: 'eerste-hulp',
  name: 'EHBO, AED en nooddouches',
  subtitle: 'Groene tekens voor eerste hulp',
  description:
    'Met deze groene tekens (E-reeks van NEN-EN-ISO 7010) vindt iedereen in een noodsituatie snel de EHBO-koffer, de AED, de oogdouche of de nooddouche. De Arbowet verplicht de werkgever eerste hulp te organiseren; met deze tekens vindt ook wie geen BHV’er is de middelen direct. Hang het bord boven de voorziening en wijs de weg ernaartoe met een bord met pijl.',
  categories: ['ehbo', 'bewegwijzering'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'ehbo-eerste-hulp',
        name: 'EHBO',
        description: 'Pictogram E003 voor de EHBO-post of de plaats van de verbandtrommel.',
        availableForAd: true,
      },
      sign('safeCondition', glyph.firstAidCross, 'EHBO'),
    ),
    design(
      {
        key: 'ehbo-sticker-verbandtrommel',
        name: 'EHBO-sticker verbandtrommel',
        description: 'Pictogram E003 zonder tekst, als sticker voor op de verbandtrommel of de EHBO-kast.',
      },
      sign('safeCondition', glyph.firstAidCross),
    ),
    design(
      {
        key: 'ehbo-aed',
        name: 'AED',
        description:
          'Pictogram E010 voor de plaats van een automatische externe defibrillator; ook buiten aan de gevel bij een openbaar toegankelijke AED.',
        availableForAd: true,
      },
      sign('safeCondition', glyph.heartWithBolt, 'AED'),
    ),
    design(
      {
        key: 'ehbo-oogdouche',
        name: 'Oogdouche',
        description:
          'Pictogram E011 voor een oogdouche, in laboratoria en bij het werken met bijtende stoffen.',
      },
      sign('safeCondition', glyph.eyeWash, 'Oogdouche'),
    ),
    design(
      {
        key: 'ehbo-nooddouche',
        name: 'Nooddouche',
        description:
          'Pictogram E012 voor een nooddouche, waar chemicaliën op huid of kleding terecht kunnen komen.',
      },
      sign('safeCondition', glyph.safetyShower, 'Nooddouche'),
    ),
    design(
      {
        key: 'ehbo-noodtelefoon',
        name: 'Noodtelefoon',
        description: 'Pictogram E004 voor een telefoon waarmee hulp kan worden ingeroepen.',
      },
      sign('safeCondition', glyph.telephone, 'Nood|telefoon'),
    ),
  ],
};
