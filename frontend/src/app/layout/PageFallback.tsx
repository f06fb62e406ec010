import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown in <main> while a page's code or translations load. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" role="status">
      <Spinner size="lg" color="brand.accent" borderWidth="3px" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
