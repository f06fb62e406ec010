import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Reveal } from './Reveal';

export function ClosingCta() {
  const { t } = useTranslation('landing');

  return (
    <Box as="section" id="cta" aria-labelledby="cta-title" py={{ base: '16', md: '24' }} bg="brand.deep">
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <Stack gap="5" align="center" textAlign="center">
            <Heading
              as="h2"
              id="cta-title"
              fontSize={{ base: '3xl', md: '4xl' }}
              letterSpacing="tight"
              lineHeight="1.15"
              color="brand.contrast"
            >
              {t('cta.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.muted">
              {t('cta.text')}
            </Text>
            <Button
              asChild
              size="xl"
              rounded="full"
              px="10"
              bg="gold.solid"
              color="fg.heading"
              _hover={{ bg: 'gold.muted' }}
              focusRingColor="gold.muted"
            >
              <a href="#pricing">{t('cta.button')}</a>
            </Button>
          </Stack>
        </Reveal>
      </Container>
    </Box>
  );
}
