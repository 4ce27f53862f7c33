import { printStoreDesigns } from '@portal/shared/i18n/nl/print-store-designs';
import { addTexts } from '../../../../lib/i18n';
import './admin-texts';

// The designs' admin texts come with their chunk (decision 0038), beside the admin dialogs' own;
// every module that uses a 'printStoreDesigns.' key imports this one.
addTexts({ printStoreDesigns });
