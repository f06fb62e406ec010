import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/language';

/** Any other path. The layout marks it noindex; the server answers it with a real 404. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();

  return (
    <Container maxW="xl" px={{ base: '4', md: '6' }} py={{ base: '20', md: '28' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Text
          aria-hidden="true"
          fontSize={{ base: '6xl', md: '7xl' }}
          fontWeight="extrabold"
          lineHeight="1"
          color="brand.display"
        >
          {t('not_found.code')}
        </Text>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" color="fg.heading">
          {t('not_found.title')}
        </Heading>
        <Text fontSize="lg" color="fg.body">
          {t('not_found.text')}
        </Text>
        <Button asChild colorPalette="brand" size="lg" rounded="full" px="8">
          <RouterLink to={localize('/')}>{t('not_found.home_link')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
