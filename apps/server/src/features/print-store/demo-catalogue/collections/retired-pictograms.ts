import { design, sign } from '../design-builders';
import * as glyph from '../svg/glyphs';
import type { DemoCollection } from '../types';

/** Hidden: kept for re-orders by customers whose buildings still carry the old signs (issue 30's admins see it). */
export const RETIRED_PICTOGRAMS: DemoCollection = {
  key: 'pictogrammen-nen3011-2004',
  name: 'Pictogrammen NEN 3011:2004 (uitlopend)',
  subtitle: 'Alleen voor nalevering',
  description:
    'Borden met de pictogrammen van de oude NEN 3011:2004, vervangen door NEN-EN-ISO 7010 sinds de norm in 2012 Europees werd overgenomen. Oude en nieuwe pictogrammen mogen in één gebouw niet door elkaar worden gebruikt; deze collectie blijft daarom beschikbaar voor nalevering in gebouwen die nog volledig de oude tekens hebben.',
  categories: ['veiligheid'],
  active: false,
  designs: [
    design(
      {
        key: 'oud-nooduitgang',
        name: 'Nooduitgang (oud model)',
        description: 'Nooduitgang volgens de vervallen NEN 3011:2004, voor nalevering in bestaande gebouwen.',
      },
      sign('safeCondition', glyph.runningPerson, 'Nooduitgang'),
    ),
    design(
      {
        key: 'oud-brandblusser',
        name: 'Brandblusser (oud model)',
        description:
          'Brandblusser volgens de vervallen NEN 3011:2004, voor nalevering in bestaande gebouwen.',
      },
      sign('fire', glyph.fireExtinguisher, 'Blusser'),
    ),
  ],
};
