import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import type { DemoCollection } from '../types';

export const SMOKE_FREE: DemoCollection = {
  key: 'rookverbod',
  name: 'Rookverbod en rookvrije zones',
  subtitle: 'Verplicht in werkruimtes, horeca en op schoolterreinen',
  description:
    'Werkgevers moeten volgens de Tabaks- en rookwarenwet zorgen voor een rookvrije werkplek en het rookverbod duidelijk aangeven; in de horeca en op schoolterreinen geldt hetzelfde. Deze borden gebruiken het verbodsteken P002 van NEN-EN-ISO 7010, met of zonder tekst. Ook geschikt voor open vuur in de buurt van brandbare stoffen (P003).',
  categories: ['verbod', 'brandpreventie'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'rookverbod-verboden-te-roken',
        name: 'Verboden te roken',
        description:
          'Het bekende rookverbod (P002) met tekst, voor entrees, kantines, kantoren en alle gedeelde ruimtes van een werkplek.',
        availableForAd: true,
      },
      sign('prohibition', glyph.cigarette, 'Verboden te roken'),
    ),
    design(
      {
        key: 'rookverbod-sticker',
        name: 'Rookverbodsticker',
        description:
          'Het pictogram P002 zonder tekst als sticker: voor deuren, ramen, liften en dienstvoertuigen. Blijft leesbaar op kleine formaten.',
        availableForAd: true,
      },
      sign('prohibition', glyph.cigarette),
    ),
    design(
      {
        key: 'rookverbod-cafe-rookvrije-zone',
        name: 'Café – rookvrije zone',
        description:
          'Voor horeca: geeft aan dat het hele café rookvrij is, zoals de Tabaks- en rookwarenwet sinds 2020 voor alle horeca voorschrijft.',
      },
      sign('prohibition', glyph.cigarette, 'Rookvrije zone'),
    ),
    design(
      {
        key: 'rookverbod-open-vuur',
        name: 'Vuur, open vlam en roken verboden',
        description:
          'Verbiedt vuur, open vlam en roken (P003) bij opslag van brandbare stoffen, gasflessen en in werkplaatsen waar gelast of gespoten wordt.',
        availableForAd: true,
      },
      sign('prohibition', glyph.flame, 'Vuur, open vlam en roken verboden'),
    ),
  ],
};
