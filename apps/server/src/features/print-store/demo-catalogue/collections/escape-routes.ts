import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import { escapeRouteSign, textSign } from '../svg/sign-layouts';
import { SAFETY } from '../svg/svg-document';
import type { DemoCollection } from '../types';

export const ESCAPE_ROUTES: DemoCollection = {
  key: 'vluchtrouteaanduiding',
  name: 'Vluchtrouteaanduiding',
  subtitle: 'Groene borden naar de nooduitgang',
  description:
    'Vluchtrouteborden wijzen bij brand of ontruiming de kortste veilige weg naar buiten. Ze gebruiken de groene tekens van NEN-EN-ISO 7010 (E001, E002 met richtingspijl); de eisen aan aanduiding en zichtbaarheid staan in NEN 3011, waarnaar het Besluit bouwwerken leefomgeving verwijst. Kies de afmeting naar de afstand waarop het bord gelezen moet worden en hang de borden zo dat vanaf elk punt van de route het volgende te zien is.',
  categories: ['bewegwijzering', 'brandpreventie'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'vlucht-nooduitgang-links',
        extraInfo:
          'Hangt het bord in een ruimte zonder noodverlichting, vraag ons dan naar een nalichtende of verlichte uitvoering.',
        name: 'Nooduitgang links',
        description:
          'Nooduitgang met pijl naar links (E001 met richtingspijl), voor gangen en trappenhuizen.',
        availableForAd: true,
      },
      escapeRouteSign('left', 'Nooduitgang'),
    ),
    design(
      {
        key: 'vlucht-nooduitgang-rechts',
        name: 'Nooduitgang rechts',
        description:
          'Nooduitgang met pijl naar rechts (E002 met richtingspijl), voor gangen en trappenhuizen.',
        availableForAd: true,
      },
      escapeRouteSign('right', 'Nooduitgang'),
    ),
    design(
      {
        key: 'vlucht-nooduitgang-rechtdoor',
        name: 'Nooduitgang rechtdoor',
        description:
          'Nooduitgang met pijl omhoog: de vluchtroute loopt rechtdoor. Boven deuren en in lange gangen.',
      },
      escapeRouteSign('ahead', 'Nooduitgang'),
    ),
    design(
      {
        key: 'vlucht-trap-omlaag-links',
        name: 'Vluchtroute trap omlaag links',
        description:
          'Vluchtroute met schuine pijl naar linksonder: via de trap naar beneden, in trappenhuizen.',
      },
      escapeRouteSign('downLeft', 'Vluchtroute'),
    ),
    design(
      {
        key: 'vlucht-nooduitgang-pictogram',
        name: 'Nooduitgang pictogram',
        description: 'Alleen het pictogram nooduitgang, boven de deur die zelf de nooduitgang is.',
      },
      sign('safeCondition', glyph.emergencyExit(false)),
    ),
    design(
      {
        key: 'nooduitgangsticker-deur',
        name: 'Nooduitgangsticker voor deuren',
        description:
          'Sticker met tekst voor op de nooduitgangsdeur zelf, zodat de deur ook van dichtbij herkend wordt.',
      },
      sign('safeCondition', glyph.emergencyExit(true), 'Nooduitgang'),
    ),
    design(
      {
        key: 'vlucht-verzamelplaats',
        name: 'Verzamelplaats',
        description:
          'Pictogram E007 voor de verzamelplaats buiten het gebouw, waar bij een ontruiming wordt gecontroleerd of iedereen buiten is.',
        availableForAd: true,
      },
      sign('safeCondition', glyph.assemblyPoint, 'Verzamel|plaats'),
    ),
    design(
      {
        key: 'nooduitgang-vrijhouden-bord',
        name: 'Nooduitgang vrijhouden bord',
        description:
          'Tekstbord voor de buitenzijde van een nooduitgang: niets voor de deur zetten en niet parkeren.',
      },
      textSign('Nooduitgang – vrijhouden', { ground: SAFETY.green, ink: SAFETY.white }),
    ),
  ],
};
