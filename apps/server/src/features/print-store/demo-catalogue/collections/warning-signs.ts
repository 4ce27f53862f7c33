import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import type { DemoCollection } from '../types';

export const WARNING_SIGNS: DemoCollection = {
  key: 'waarschuwingsborden',
  name: 'Waarschuwingsborden',
  subtitle: 'Gele driehoek, zwarte rand: gevaar in één oogopslag',
  description:
    'Waarschuwingsborden melden een gevaar dat niet weg te nemen is: elektrische spanning, heftruckverkeer, een gladde vloer of een opstapje. De pictogrammen volgen NEN-EN-ISO 7010 (de W-reeks) en NEN 3011; zo voldoet u aan de signaleringsplicht van het Arbobesluit (hoofdstuk 8). Hang het bord op ooghoogte bij de toegang tot het gevaar, zodat het tijdig gezien wordt.',
  categories: ['veiligheid'],
  displayOnDashboard: true,
  designs: [
    design(
      {
        key: 'waarschuwing-algemeen-gevaar',
        name: 'Waarschuwing algemeen gevaar',
        description:
          'Algemeen waarschuwingsteken (W001) voor een gevaar waarvoor geen eigen pictogram bestaat; altijd met een aanvullende tekst.',
        availableForAd: true,
      },
      sign('warning', glyph.exclamation, 'Let op: gevaar'),
    ),
    design(
      {
        key: 'waarschuwing-elektrische-spanning',
        name: 'Waarschuwing elektrische spanning',
        description:
          'Voor meterkasten, schakelkasten en verdeelinrichtingen (W012). Waarschuwt voor aanraking van spanningvoerende delen.',
        availableForAd: true,
      },
      sign('warning', glyph.lightningBolt),
    ),
    design(
      {
        key: 'waarschuwingsbord-hoogspanning',
        name: 'Waarschuwingsbord hoogspanning',
        description:
          'Combinatiebord met pictogram W012 en de tekst ‘Hoogspanning – levensgevaar’ voor transformatorruimtes en hoogspanningsinstallaties.',
      },
      sign('warning', glyph.lightningBolt, 'Hoog|spanning – levens|gevaar'),
    ),
    design(
      {
        key: 'waarschuwing-heftruckverkeer',
        name: 'Heftruckverkeer',
        description:
          'Waarschuwt voetgangers voor rijdende heftrucks en andere transportmiddelen (W014), bij magazijnen, laaddocks en kruisingen van looproutes.',
        availableForAd: true,
      },
      sign('warning', glyph.forklift, 'Let op: heftruck|verkeer'),
    ),
    design(
      {
        key: 'waarschuwing-opstapje',
        name: 'Let op: opstapje',
        description:
          'Voor een hoogteverschil in de vloer dat makkelijk over het hoofd wordt gezien: een drempel, een trede of een verhoogd platform.',
        availableForAd: true,
      },
      sign('warning', glyph.stepDown, 'Let op: opstapje'),
    ),
    design(
      {
        key: 'waarschuwing-struikelgevaar',
        name: 'Struikelgevaar',
        description:
          'Obstakel op de vloer (W007): kabels, slangen of een verhoging waarover men kan struikelen. Combineer met geel-zwarte vloermarkering.',
      },
      sign('warning', glyph.trippingPerson, 'Struikel|gevaar'),
    ),
    design(
      {
        key: 'waarschuwing-gladde-vloer',
        name: 'Gladde vloer',
        description:
          'Glijgevaar (W011) bij natte of pas gedweilde vloeren, in keukens, wasruimtes en bij ingangen in het natte seizoen.',
      },
      sign('warning', glyph.slippingPerson, 'Gladde vloer'),
    ),
    design(
      {
        key: 'waarschuwing-ontvlambare-stoffen',
        name: 'Ontvlambare stoffen',
        description:
          'Voor opslagplaatsen en kasten met brandbare vloeistoffen, gassen of spuitbussen (W021); hoort bij de opslag volgens PGS 15.',
        availableForAd: true,
      },
      sign('warning', glyph.flame, 'Ontvlambare stoffen'),
    ),
    design(
      {
        key: 'waarschuwing-giftige-stoffen',
        name: 'Giftige stoffen',
        description:
          'Waarschuwt voor giftige stoffen (W016) bij opslag, laboratoria en ruimtes met gevaarlijke stoffen.',
      },
      sign('warning', glyph.skullAndBones),
    ),
    design(
      {
        key: 'waarschuwing-hangende-last',
        name: 'Hangende last',
        description:
          'Waarschuwt voor lasten aan een kraan of takel (W015); voor werkplaatsen, bouwplaatsen en laad- en losplaatsen.',
      },
      sign('warning', glyph.hangingLoad, 'Hangende last'),
    ),
  ],
};
