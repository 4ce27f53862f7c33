import { saveSettings as saveSettingsEndpoint } from '@portal/shared/api/accounts.api';
import type { SaveSettingsBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function saveSettings(body: SaveSettingsBody) {
  return callApi(saveSettingsEndpoint, { body });
}

export function useSaveSettings() {
  return useMutation({ mutationFn: saveSettings });
}
