import { printOrder } from '@portal/shared/i18n/nl/print-order';
import { addTexts } from '../../lib/i18n';

// The print step's texts come with its chunk; every module that uses a 'printOrder.' key
// imports this one (decision 0038).
addTexts({ printOrder });
