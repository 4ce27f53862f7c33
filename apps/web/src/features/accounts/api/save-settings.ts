import type { SaveSettingsBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export function saveSettings(body: SaveSettingsBody) {
  return callApi(contracts.accounts, 'saveSettings', { body });
}

export function useSaveSettings() {
  return useMutation({ mutationFn: saveSettings });
}
