import { lookUpPostcode } from '@portal/shared/api/postcode.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { PostcodeService } from './postcode.service';

export function postcodeRoutes(postcode: PostcodeService): RouteDefinition[] {
  return [route(lookUpPostcode, async ({ query }) => postcode.lookup(query))];
}
