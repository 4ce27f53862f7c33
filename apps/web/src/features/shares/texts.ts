import { shares } from '@portal/shared/i18n/nl/shares';
import { addTexts } from '../../lib/i18n';

// The texts of sharing files come with its chunks (decision 0038).
addTexts({ shares });
