import type { User, UserPreferences } from '@portal/shared/schemas/account';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** Saves the logged-in user's home-screen preferences; the server answers the updated user. */
export function savePreferences(preferences: UserPreferences): Promise<User> {
  return callApi(contracts.accounts, 'savePreferences', { body: preferences });
}
