import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import { textSign } from '../svg/sign-layouts';
import { SAFETY } from '../svg/svg-document';
import type { DemoCollection } from '../types';

export const FIRE_SAFETY: DemoCollection = {
  key: 'brandblusmiddelen',
  name: 'Brandblusmiddelen en brandmelders',
  subtitle: 'Rode vierkante tekens voor blusmiddelen',
  description:
    'Deze rode vierkante tekens (F-reeks van NEN-EN-ISO 7010) wijzen brandblussers, brandslanghaspels, brandmelders en brandtelefoons aan, zodat ze bij brand direct gevonden worden. Hang het bord boven het blusmiddel, zo dat het ook zichtbaar blijft als er mensen voor staan; hoeveel blustoestellen er nodig zijn en waar ze komen, bepaalt de projectering volgens NEN 4001. Met een richtingspijl eronder wijst u de weg naar een blusmiddel dat om de hoek hangt.',
  categories: ['brandpreventie'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'brand-brandblusser',
        extraInfo:
          'Hang het pictogram recht boven het blustoestel, zodat het ook boven de hoofden uit te zien is.',
        name: 'Brandblusser',
        description:
          'Pictogram F001 voor de plaats van een draagbaar blustoestel; boven of naast de blusser.',
        availableForAd: true,
      },
      sign('fire', glyph.fireExtinguisher),
    ),
    design(
      {
        key: 'brandblusserbord-met-tekst',
        name: 'Brandblusserbord met tekst',
        description:
          'Combinatiebord met pictogram F001 en de tekst ‘Brandblusser’ voor gangen en hallen waar het bord van ver gelezen moet worden.',
        availableForAd: true,
      },
      sign('fire', glyph.fireExtinguisher, 'Brandblusser'),
    ),
    design(
      {
        key: 'brand-brandslanghaspel',
        name: 'Brandslanghaspel',
        description: 'Pictogram F002 voor de plaats van een brandslanghaspel; onderhoud volgens NEN 1594.',
        availableForAd: true,
      },
      sign('fire', glyph.hoseReel, 'Brandslang|haspel'),
    ),
    design(
      {
        key: 'brand-brandmelder',
        name: 'Handbrandmelder',
        description:
          'Pictogram F005 voor een handbrandmelder (drukknopmelder) van de brandmeldinstallatie, zodat iedereen hem bij brand vindt.',
      },
      sign('fire', glyph.fireAlarmButton, 'Brandmelder'),
    ),
    design(
      {
        key: 'brand-brandtelefoon',
        name: 'Telefoon voor brandalarm',
        description: 'Pictogram F006: hier staat een telefoon waarmee brand gemeld kan worden.',
      },
      sign('fire', glyph.telephone),
    ),
    design(
      {
        key: 'brand-brandladder',
        name: 'Brandladder',
        description: 'Pictogram F003 voor een brandladder of vaste noodladder aan de gevel.',
      },
      sign('fire', glyph.ladder, 'Brandladder'),
    ),
    design(
      {
        key: 'brand-richting-blusmiddel',
        name: 'Richting blusmiddel',
        description:
          'Richtingspijl in brandveiligheidsrood, als aanvullend teken onder een F-pictogram om de weg naar het blusmiddel te wijzen.',
      },
      sign('fire', glyph.turnedArrow(0)),
    ),
    design(
      {
        key: 'brandwerende-deur-gesloten-houden',
        name: 'Brandwerende deur – gesloten houden',
        description:
          'Tekstbord voor brand- en rookwerende deuren, die dicht moeten blijven om brand en rook tegen te houden. Niet vastzetten met een wig.',
      },
      textSign('Brandwerende deur – gesloten houden', { ground: SAFETY.white, ink: SAFETY.red }),
    ),
    design(
      {
        key: 'brandblusser-sticker-co2',
        name: 'Brandblusser sticker CO2',
        description:
          'Sticker voor een CO2-blusser, geschikt voor elektrische apparatuur en brandbare vloeistoffen (brandklasse B). Hoort op of naast het toestel.',
      },
      textSign('CO2-blusser klasse B', { ground: SAFETY.red, ink: SAFETY.white }),
    ),
  ],
};
