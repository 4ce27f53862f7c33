import { accounts } from '@portal/shared/i18n/nl/accounts';
import { dialogs } from '@portal/shared/i18n/nl/dialogs';
import { errors } from '@portal/shared/i18n/nl/errors';
import { addTexts } from '../../lib/i18n';

// The accounts feature's texts come with the modules that show them (dialogs fetched on demand),
// not with the first screen: every module that uses an 'accounts.' key imports this one. The
// error texts by code come along: only this feature shows them itself (failure-outcome.ts), and
// so do the dialogs' titles ('dialogs.').
addTexts({ accounts, errors, dialogs });
