import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { ThemesService } from '../themes/themes.service';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { seedDemoMessages } from './messages.seed';
import { createMessagesService } from './messages.service';

/** Post-it messages on the home screen, closed per visitor (spec 01 sections 2 and 3). */
export function createMessagesModule(platform: Platform, deps: { themes: ThemesService }) {
  const repository = createMessagesRepository(platform.db);
  const service = createMessagesService({ repository, themes: deps.themes });
  platform.events.on('visitorRotated', ({ previous, next }) => service.visitorRotated(previous, next));
  const module: FeatureModule = {
    name: 'messages',
    routes: messagesRoutes(service),
    seed: () => seedDemoMessages(repository, deps.themes),
  };
  return { module, service };
}
