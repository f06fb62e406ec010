import { SUPPORT_EMAIL } from '@lane/shared';
import { useTranslation } from 'react-i18next';
import { LegalDocument, type LegalSection } from './components/LegalDocument';

/** The privacy policy, effective March 26, 2025, true to what Lane does (docs/architecture.md). */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const values = { email: SUPPORT_EMAIL };

  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      summary={{ title: t('privacy.summary_title'), items: t('privacy.summary', { returnObjects: true }) }}
      sections={t('privacy.sections', { returnObjects: true, ...values }) as LegalSection[]}
    />
  );
}
