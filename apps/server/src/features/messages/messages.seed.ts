import type { MessageButton } from '@portal/shared/schemas/message';
import { isFailure } from '../../platform/failure';
import type { ThemesService } from '../themes/themes.service';
import type { MessagesRepository } from './messages.repository';

const white = '#ffffff';

type DemoMessage = {
  /** Fixed, so that seeding again finds the message already there. */
  id: string;
  theme: string;
  content: string;
  backgroundColor: string;
  buttons: MessageButton[];
};

/** Demo post-its on the default theme and two customer themes (never in production). */
const DEMO_MESSAGES: DemoMessage[] = [
  {
    id: '3f0b8a52-6c1e-4d7a-9b0e-5e1f00d0c001',
    theme: 'drukwerkdirect',
    content:
      'Let op: rond de feestdagen gelden aangepaste levertijden. Bestellingen na 22 december worden vanaf 2 januari geleverd.',
    backgroundColor: '#fef08a',
    buttons: [
      {
        type: 'url',
        value: '/leveringsvoorwaarden',
        label: 'Levertijden',
        textColor: '#1f2937',
        borderColor: '#1f2937',
        backgroundColor: '#fef08a',
      },
      {
        type: 'close',
        value: '',
        label: 'Sluiten',
        textColor: white,
        borderColor: '#1f2937',
        backgroundColor: '#1f2937',
      },
    ],
  },
  {
    id: '3f0b8a52-6c1e-4d7a-9b0e-5e1f00d0c002',
    theme: 'gemeente-rivierstad',
    content:
      'Welkom in het printportaal van Gemeente Rivierstad. Vermeld bij elke bestelling uw kostenplaats.',
    backgroundColor: '#bbf7d0',
    buttons: [
      {
        type: 'close',
        value: '',
        label: 'Begrepen',
        textColor: white,
        borderColor: '#14532d',
        backgroundColor: '#14532d',
      },
    ],
  },
  {
    id: '3f0b8a52-6c1e-4d7a-9b0e-5e1f00d0c003',
    theme: 'inkoopportaal',
    content: 'Bestellingen in dit portaal worden na afronden teruggezet naar uw inkoopsysteem.',
    backgroundColor: '#fed7aa',
    buttons: [],
  },
];

/** Adds the demo messages that are missing, on the demo themes that exist. */
export async function seedDemoMessages(repository: MessagesRepository, themes: ThemesService): Promise<void> {
  const rows = [];
  for (const { theme, ...message } of DEMO_MESSAGES) {
    const themeId = await themes.themeIdOf(theme);
    if (!isFailure(themeId)) rows.push({ ...message, themeId });
  }
  if (rows.length > 0) await repository.insertMissing(rows);
}
