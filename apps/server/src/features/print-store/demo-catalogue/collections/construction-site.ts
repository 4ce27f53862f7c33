import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import { combinedBoard } from '../svg/sign-layouts';
import type { DemoCollection } from '../types';

export const CONSTRUCTION_SITE: DemoCollection = {
  key: 'bouwplaatsborden',
  name: 'Bouwplaatsborden',
  subtitle: 'Voor de ingang van elke bouwplaats',
  description:
    'Het bouwplaatsbord bij de ingang zegt in één keer wie er niet in mag en welke beschermingsmiddelen verplicht zijn. Het combineert de tekens van NEN-EN-ISO 7010 op één stevig bord van dibond, geschikt voor buiten. Het V&G-plan van het werk bepaalt welke tekens nodig zijn; losse borden voor bouwverkeer en hangende lasten maken de set compleet.',
  categories: ['bouwplaats', 'veiligheid'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'bouwplaatsbord-compleet',
        name: 'Bouwplaatsbord verboden toegang',
        description:
          'Combinatiebord voor de poort van de bouwplaats: verboden toegang voor onbevoegden, met helm, veiligheidsschoenen, vest, bril, gehoorbescherming en handschoenen verplicht.',
        availableForAd: true,
        extraInfo: 'Aanbevolen op dibond 400 × 600 mm of groter voor buiten.',
      },
      combinedBoard(
        'Bouwplaats',
        {
          kind: 'prohibition',
          glyph: glyph.generalProhibitionMark,
          caption: 'Verboden toegang voor onbevoegden',
        },
        [
          { kind: 'mandatory', glyph: glyph.hardHat, caption: 'Helm verplicht' },
          { kind: 'mandatory', glyph: glyph.safetyBoot, caption: 'Schoenen verplicht' },
          { kind: 'mandatory', glyph: glyph.safetyVest, caption: 'Vest verplicht' },
          { kind: 'mandatory', glyph: glyph.safetyGlasses, caption: 'Bril verplicht' },
          { kind: 'mandatory', glyph: glyph.earDefenders, caption: 'Oorkappen verplicht' },
          { kind: 'mandatory', glyph: glyph.glove, caption: 'Handschoen verplicht' },
        ],
      ),
    ),
    design(
      {
        key: 'bouwplaatsbord-pbm',
        name: 'Bouwplaatsbord PBM verplicht',
        description:
          'Kleiner combinatiebord met de vier meest gevraagde gebodstekens: helm, werkschoenen, veiligheidsvest en veiligheidsbril.',
      },
      combinedBoard('Let op', { kind: 'warning', glyph: glyph.exclamation, caption: 'Werk in uitvoering' }, [
        { kind: 'mandatory', glyph: glyph.hardHat, caption: 'Helm' },
        { kind: 'mandatory', glyph: glyph.safetyBoot, caption: 'Werkschoenen' },
        { kind: 'mandatory', glyph: glyph.safetyVest, caption: 'Veiligheidsvest' },
        { kind: 'mandatory', glyph: glyph.safetyGlasses, caption: 'Veiligheidsbril' },
      ]),
    ),
    design(
      {
        key: 'bouw-werk-in-uitvoering',
        name: 'Werk in uitvoering',
        description:
          'Waarschuwingsbord met tekst voor werkzaamheden in of om een gebouw dat in gebruik blijft.',
      },
      sign('warning', glyph.exclamation, 'Werk in uitvoering'),
    ),
    design(
      {
        key: 'bouw-bouwverkeer',
        name: 'Let op: bouwverkeer',
        description: 'Waarschuwt voor in- en uitrijdend bouwverkeer bij de poort van de bouwplaats.',
      },
      sign('warning', glyph.forklift, 'Let op: bouw|verkeer'),
    ),
    design(
      {
        key: 'bouw-verboden-toegang-bouwterrein',
        name: 'Verboden toegang bouwterrein',
        description: 'Verbodsbord voor hekken rondom het bouwterrein, ook buiten werktijden.',
      },
      sign('prohibition', glyph.walkingPerson, 'Bouw|terrein – verboden toegang'),
    ),
  ],
};
