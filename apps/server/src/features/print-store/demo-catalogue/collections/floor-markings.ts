import type { DesignFacts } from '../design-builders';
import { design } from '../design-builders';
import * as glyph from '../svg/glyphs';
import { floorArrow, hazardStripeSticker, roundFloorSticker, squareFloorSticker } from '../svg/sign-layouts';
import { SAFETY } from '../svg/svg-document';
import type { DemoCollection, DemoDesign } from '../types';

/** Every design here is printed as a floor sticker with anti-slip laminate. */
const floor = (facts: Omit<DesignFacts, 'productType'>, drawing: Parameters<typeof design>[1]): DemoDesign =>
  design({ ...facts, productType: 'floorSticker' }, drawing);

export const FLOOR_MARKINGS: DemoCollection = {
  key: 'vloerstickers-looproutes',
  name: 'Vloerstickers en looproutes',
  subtitle: 'Antislip, voor binnen en buiten',
  description:
    'Vloerstickers markeren looproutes, wachtplaatsen en zones die vrij moeten blijven, precies waar men kijkt: op de vloer. Ze worden bedrukt met een antislip-laminaat in klasse R9 of R10 (DIN 51130) en zijn bestand tegen voetgangers en licht heftruckverkeer. Gebruik geel-zwart voor gevaar en obstakels, groen voor vluchtroutes en blauw voor verplichtingen, zoals NEN 3011 de veiligheidskleuren toekent.',
  categories: ['vloerstickers', 'bewegwijzering'],
  displayOnDashboard: true,
  designs: [
    floor(
      {
        key: 'vloer-looproute-pijl-geel',
        extraInfo:
          'Plak op een schone, droge en vetvrije vloer; na 24 uur is de sticker volledig belastbaar.',
        name: 'Vloerpijl looproute geel',
        description:
          'Gele pijl met zwarte rand om looproutes in hallen en magazijnen aan te geven. Draai de sticker in elke richting.',
        availableForAd: true,
      },
      floorArrow({ ground: SAFETY.yellow, edge: SAFETY.black }, 0),
    ),
    floor(
      {
        key: 'vloer-vluchtroute-pijl-groen',
        name: 'Vloerpijl vluchtroute groen',
        description: 'Groene pijl met witte rand die op de vloer de vluchtroute naar de nooduitgang volgt.',
      },
      floorArrow({ ground: SAFETY.green, edge: SAFETY.white }, -90),
    ),
    floor(
      {
        key: 'vloer-een-richting',
        name: 'Één richting – looproute',
        description:
          'Ronde vloersticker met pijl: hier loopt men in één richting. Voor winkels, musea en smalle gangen met eenrichtingsverkeer.',
        availableForAd: true,
      },
      roundFloorSticker('mandatory', glyph.turnedArrow(0), 'Één richting'),
    ),
    floor(
      {
        key: 'vloer-houd-afstand-voetstappen',
        name: 'Houd afstand – voetstappen',
        description: 'Vierkante vloersticker met voetstappen voor wachtrijen bij kassa’s, balies en liften.',
      },
      squareFloorSticker(glyph.footprints, 'Wacht hier', { ground: SAFETY.yellow, ink: SAFETY.black }),
    ),
    floor(
      {
        key: 'vloersticker-heftruckverkeer',
        name: 'Vloersticker heftruckverkeer',
        description:
          'Rond waarschuwingsteken W014 voor kruisingen van looproutes en rijroutes van heftrucks.',
        availableForAd: true,
      },
      roundFloorSticker('warning', glyph.forklift, 'Heftruck|verkeer'),
    ),
    floor(
      {
        key: 'vloersticker-veiligheidsschoenen',
        name: 'Vloersticker veiligheidsschoenen verplicht',
        description:
          'Rond gebodsteken M008 op de vloer bij de ingang van een zone waar veiligheidsschoenen verplicht zijn.',
      },
      roundFloorSticker('mandatory', glyph.safetyBoot, 'Veiligheids|schoenen'),
    ),
    floor(
      {
        key: 'vloer-blusmiddel-vrijhouden',
        name: 'Blusmiddel vrijhouden',
        description:
          'Geel-zwart gestreepte vloersticker voor de vloer vóór brandblussers, haspels en elektrische kasten, die altijd bereikbaar moeten blijven.',
      },
      hazardStripeSticker('Vrijhouden'),
    ),
    floor(
      {
        key: 'vloer-stop-wacht',
        name: 'Stop – wacht hier',
        description:
          'Rode vloersticker met tekst voor een stopstreep vóór deuren, kruisingen en laadperrons.',
      },
      squareFloorSticker(glyph.hand, 'Stop – wacht hier', { ground: SAFETY.red, ink: SAFETY.white }),
    ),
  ],
};
