import { printStore } from '@portal/shared/i18n/nl/print-store';
import { addTexts } from '../../lib/i18n';

// The print store's texts come with its chunks; every module that uses a 'printStore.' key
// imports this one (decision 0038).
addTexts({ printStore });
