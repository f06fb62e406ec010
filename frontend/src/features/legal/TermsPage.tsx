import { PLANS, SUPPORT_EMAIL, formatPrice, planName } from '@lane/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import { LegalDocument, type LegalSection } from './components/LegalDocument';

/** The terms; not a lawyer, no refunds after purchase, fair use. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const values = {
    email: SUPPORT_EMAIL,
    quickHelp: planName('48hour', language),
    monthlyAccess: planName('30day', language),
    quickHelpPrice: formatPrice(PLANS['48hour']),
    monthlyAccessPrice: formatPrice(PLANS['30day']),
  };

  return (
    <LegalDocument
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={t('terms.sections', { returnObjects: true, ...values }) as LegalSection[]}
    />
  );
}
