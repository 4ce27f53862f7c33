import { getTheme } from '@portal/shared/api/themes.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { ThemesService } from './themes.service';

export function themesRoutes(themes: ThemesService): RouteDefinition[] {
  return [
    route(getTheme, async ({ params, query, optionalCaller }) =>
      themes.getTheme(params.name, (await optionalCaller())?.user.securityLevel ?? 0, {
        orDefault: query.fallback === 'default',
      }),
    ),
  ];
}
