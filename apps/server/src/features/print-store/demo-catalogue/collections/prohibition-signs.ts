import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import { textSign } from '../svg/sign-layouts';
import { SAFETY } from '../svg/svg-document';
import type { DemoCollection } from '../types';

export const PROHIBITION_SIGNS: DemoCollection = {
  key: 'verbodsborden',
  name: 'Verbodsborden',
  subtitle: 'Rode cirkel met schuine balk',
  description:
    'Verbodsborden verbieden gedrag dat gevaar oplevert: toegang voor onbevoegden, het gebruik van een mobiele telefoon of het aanraken van een machine. De ronde rode tekens met schuine balk volgen de P-reeks van NEN-EN-ISO 7010. Gebruik ze waar een verbod echt nodig is en combineer ze met een aanvullende tekst als het pictogram alleen niet duidelijk genoeg is.',
  categories: ['verbod'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'verbod-toegang-onbevoegden',
        name: 'Verboden toegang voor onbevoegden',
        description:
          'Algemeen verbodsteken (P001) met tekst voor technische ruimtes, magazijnen en andere plaatsen die alleen voor bevoegd personeel zijn.',
        availableForAd: true,
      },
      sign('prohibition', glyph.generalProhibitionMark, 'Verboden toegang voor onbevoegden'),
    ),
    design(
      {
        key: 'verbodsbord-geen-toegang-tekst',
        name: 'Verbodsbord geen toegang',
        description:
          'Tekstbord ‘Geen toegang’ in rood en wit voor deuren en hekken waar een pictogram niet nodig is, bijvoorbeeld op een personeelsdeur.',
      },
      textSign('Geen toegang', { ground: SAFETY.red, ink: SAFETY.white }),
    ),
    design(
      {
        key: 'verbod-voetgangers',
        name: 'Verboden voor voetgangers',
        description:
          'Verbiedt voetgangers de toegang tot een rijroute van heftrucks of een laadperron (P004). Wijs tegelijk een veilige looproute aan.',
      },
      sign('prohibition', glyph.walkingPerson, 'Verboden voor voetgangers'),
    ),
    design(
      {
        key: 'verbod-heftrucks',
        name: 'Verboden voor heftrucks',
        description:
          'Houdt heftrucks en andere transportmiddelen buiten looproutes, kantines en kantoren (P006); vaak op de deur tussen hal en kantoor.',
      },
      sign('prohibition', glyph.forklift),
    ),
    design(
      {
        key: 'verbod-niet-aanraken',
        name: 'Niet aanraken',
        description:
          'Verbiedt aanraken (P010) van machines, hete onderdelen, kunstwerken of installaties die alleen door bevoegden bediend worden.',
      },
      sign('prohibition', glyph.hand, 'Niet aanraken'),
    ),
    design(
      {
        key: 'verbod-mobiele-telefoon',
        name: 'Mobiele telefoon verboden',
        description:
          'Gebruik van mobiele telefoons verboden (P013), bij gevoelige apparatuur, tankplaatsen, in vergaderruimtes en op de werkvloer.',
        availableForAd: true,
      },
      sign('prohibition', glyph.mobilePhone),
    ),
    design(
      {
        key: 'verbod-fotograferen',
        name: 'Fotograferen verboden',
        description:
          'Verbod op fotograferen (P029) in productieruimtes, laboratoria en andere plaatsen waar beeld vertrouwelijk of privé is.',
      },
      sign('prohibition', glyph.camera, 'Fotograferen verboden'),
    ),
    design(
      {
        key: 'verbod-geen-drinkwater',
        name: 'Geen drinkwater',
        description:
          'Voor kranen en tappunten met water dat niet geschikt is om te drinken (P005), bijvoorbeeld in werkplaatsen en op bouwplaatsen.',
      },
      sign('prohibition', glyph.drinkingGlass, 'Geen drinkwater'),
    ),
    design(
      {
        key: 'verbod-eten-drinken',
        name: 'Eten en drinken verboden',
        description:
          'Verbiedt eten en drinken (P022) in laboratoria, productieruimtes en ruimtes waar met gevaarlijke stoffen wordt gewerkt.',
      },
      sign('prohibition', glyph.foodAndDrink, 'Eten en drinken verboden'),
    ),
    design(
      {
        key: 'verbodssticker-niet-aanraken',
        name: 'Verbodssticker niet aanraken',
        description:
          'Kleine sticker met pictogram P010 voor op bedieningspanelen, kasten en apparaten; zonder tekst, dus in elke taal te begrijpen.',
        availableForAd: true,
      },
      sign('prohibition', glyph.hand),
    ),
  ],
};
