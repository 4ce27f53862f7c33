import { type SaveSettingsBody, userSchema } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function saveSettings(body: SaveSettingsBody) {
  return apiRequest('/api/v3/account/settings', userSchema, { method: 'PUT', body });
}

export function useSaveSettings() {
  return useMutation({ mutationFn: saveSettings });
}
