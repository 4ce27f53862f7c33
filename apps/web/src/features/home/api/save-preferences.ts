import { savePreferences as savePreferencesEndpoint } from '@portal/shared/api/accounts.api';
import type { User, UserPreferences } from '@portal/shared/schemas/account';
import { callApi } from '../../../lib/api-client';

/** Saves the logged-in user's home-screen preferences; the server answers the updated user. */
export function savePreferences(preferences: UserPreferences): Promise<User> {
  return callApi(savePreferencesEndpoint, { body: preferences });
}
