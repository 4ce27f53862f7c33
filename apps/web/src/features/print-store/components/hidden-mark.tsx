import { useTranslation } from 'react-i18next';
import '../texts';
import { EyeOffIcon } from './store-icons';

/** The mark of a hidden item, which only the store's admins get (spec 02 section 2.2). */
export function HiddenMark() {
  const { t } = useTranslation();
  return (
    <span
      className="store-hidden-mark"
      role="img"
      aria-label={t('printStore.hidden')}
      title={t('printStore.hidden')}
    >
      <EyeOffIcon />
    </span>
  );
}
