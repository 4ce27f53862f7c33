import { staffCustomers } from '@portal/shared/i18n/nl/staff-customers';
import { addTexts } from '../../lib/i18n';

// The Klanten screen's texts come with its chunk; every module that uses a 'staffCustomers.' key
// imports this one (decision 0038).
addTexts({ staffCustomers });
