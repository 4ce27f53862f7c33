import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createBuiltinProvider } from './builtin-provider';
import { createPdokProvider } from './pdok-provider';
import { postcodeRoutes } from './postcode.routes';
import { createPostcodeService } from './postcode.service';
import type { PostcodeProvider } from './postcode-provider';

/**
 * The postcode lookup of the address forms (issue 12 point 3, decision 0045), from the provider
 * POSTCODE_PROVIDER names: the built-in demo addresses, or PDOK's Locatieserver.
 */
export function createPostcodeModule(platform: Platform) {
  const { postcode } = platform.config;
  const provider: PostcodeProvider =
    postcode.provider === 'pdok'
      ? createPdokProvider({
          baseUrl: postcode.pdokBaseUrl,
          timeoutMs: postcode.timeoutMs,
          clock: platform.clock,
        })
      : createBuiltinProvider();
  const service = createPostcodeService({ provider, log: platform.log });
  const module: FeatureModule = { name: 'postcode', routes: postcodeRoutes(service) };
  return { module, service };
}
