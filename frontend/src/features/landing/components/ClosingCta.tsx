import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Reveal } from './Reveal';

export function ClosingCta() {
  const { t } = useTranslation('landing');

  return (
    <Box as="section" id="cta" aria-labelledby="cta-title" py={{ base: '16', md: '24' }} bg="brand.800">
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <Stack gap="5" align="center" textAlign="center">
            <Heading
              as="h2"
              id="cta-title"
              fontSize={{ base: '3xl', md: '4xl' }}
              letterSpacing="tight"
              lineHeight="1.15"
              color="white"
            >
              {t('cta.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
              {t('cta.text')}
            </Text>
            <Button
              asChild
              size="xl"
              rounded="full"
              px="10"
              bg="gold.400"
              color="brand.900"
              _hover={{ bg: 'gold.300' }}
              focusRingColor="gold.300"
            >
              <a href="#pricing">{t('cta.button')}</a>
            </Button>
          </Stack>
        </Reveal>
      </Container>
    </Box>
  );
}
