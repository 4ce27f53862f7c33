import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import type { DemoCollection } from '../types';

export const PROTECTIVE_EQUIPMENT: DemoCollection = {
  key: 'persoonlijke-beschermingsmiddelen',
  name: 'Gebodsborden persoonlijke bescherming',
  subtitle: 'Blauwe gebodstekens voor PBM',
  description:
    'Gebodsborden zeggen welke persoonlijke beschermingsmiddelen (PBM) in een ruimte verplicht zijn: helm, veiligheidsbril, gehoorbescherming, werkschoenen of een veiligheidsvest. Het zijn de blauwe ronde tekens van de M-reeks van NEN-EN-ISO 7010. Plaats ze bij de ingang van de zone, zodat iedereen de middelen opzet voordat hij binnenkomt; het Arbobesluit verplicht de werkgever de PBM ook beschikbaar te stellen.',
  categories: ['gebod', 'bouwplaats'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'gebod-veiligheidsbril',
        name: 'Veiligheidsbril verplicht',
        description:
          'Oogbescherming verplicht (M004) bij slijpen, boren, zagen en werken met vloeistoffen die kunnen spatten.',
        availableForAd: true,
      },
      sign('mandatory', glyph.safetyGlasses, 'Veiligheids|bril verplicht'),
    ),
    design(
      {
        key: 'gebod-gehoorbescherming',
        name: 'Gehoorbescherming verplicht',
        description:
          'Gehoorbescherming verplicht (M003) in ruimtes waar de dagelijkse geluidsblootstelling de bovenste actiewaarde van 85 dB(A) uit het Arbobesluit bereikt.',
      },
      sign('mandatory', glyph.earDefenders),
    ),
    design(
      {
        key: 'veiligheidsbord-gehoorbescherming-verplicht',
        name: 'Veiligheidsbord gehoorbescherming verplicht',
        description:
          'Combinatiebord met pictogram M003 en tekst, voor de toegang tot productiehallen, werkplaatsen en machinekamers met veel lawaai.',
        availableForAd: true,
      },
      sign('mandatory', glyph.earDefenders, 'Gehoor|bescherming verplicht'),
    ),
    design(
      {
        key: 'gebod-veiligheidshelm',
        name: 'Veiligheidshelm verplicht',
        description:
          'Hoofdbescherming verplicht (M014) op bouwplaatsen, in magazijnen met hoge stellingen en overal waar voorwerpen kunnen vallen.',
        availableForAd: true,
      },
      sign('mandatory', glyph.hardHat, 'Veiligheids|helm verplicht'),
    ),
    design(
      {
        key: 'gebod-veiligheidsschoenen',
        name: 'Veiligheidsschoenen verplicht',
        description:
          'Veiligheidsschoenen verplicht (M008) in magazijnen, werkplaatsen en op bouwplaatsen, tegen vallende lasten en scherpe voorwerpen.',
      },
      sign('mandatory', glyph.safetyBoot, 'Veiligheids|schoenen verplicht'),
    ),
    design(
      {
        key: 'gebod-handschoenen',
        name: 'Veiligheidshandschoenen verplicht',
        description:
          'Handbescherming verplicht (M009) bij werken met scherpe materialen, chemicaliën of hete onderdelen.',
      },
      sign('mandatory', glyph.glove, 'Hand|schoenen verplicht'),
    ),
    design(
      {
        key: 'gebod-veiligheidsvest',
        name: 'Veiligheidsvest verplicht',
        description:
          'Signaalkleding verplicht (M015) waar voertuigen rijden: laadperrons, buitenterreinen, parkeerplaatsen en bouwplaatsen.',
      },
      sign('mandatory', glyph.safetyVest, 'Veiligheids|vest verplicht'),
    ),
    design(
      {
        key: 'gebod-mondkapje',
        name: 'Stofmasker verplicht',
        description:
          'Mondmasker verplicht (M016) bij stofvormende werkzaamheden zoals schuren, zagen en het verwerken van poeders.',
      },
      sign('mandatory', glyph.faceMask, 'Stofmasker verplicht'),
    ),
    design(
      {
        key: 'gebod-handen-wassen',
        name: 'Handen wassen',
        description:
          'Handen wassen verplicht (M011) in keukens, bij toiletten en bij de uitgang van ruimtes waar met gevaarlijke stoffen wordt gewerkt.',
      },
      sign('mandatory', glyph.washingHands, 'Handen wassen'),
    ),
    design(
      {
        key: 'gebod-valbeveiliging',
        name: 'Valbeveiliging verplicht',
        description:
          'Harnas met vanglijn verplicht (M018) bij werken op hoogte, op daken zonder randbeveiliging en in hoogwerkers.',
      },
      sign('mandatory', glyph.harness, 'Val|beveiliging verplicht'),
    ),
    design(
      {
        key: 'gebod-voetgangersroute',
        name: 'Gebruik de voetgangersroute',
        description:
          'Voetgangers verplicht de aangegeven looproute te volgen (M024), in hallen waar heftrucks en voetgangers zich mengen.',
      },
      sign('mandatory', glyph.walkingPerson, 'Gebruik de looproute'),
    ),
    design(
      {
        key: 'gebodssticker-veiligheidsbril',
        name: 'Gebodssticker veiligheidsbril',
        description:
          'Pictogram M004 zonder tekst als sticker voor op machines: slijpmachines, draaibanken en kolomboormachines.',
        availableForAd: true,
      },
      sign('mandatory', glyph.safetyGlasses),
    ),
  ],
};
