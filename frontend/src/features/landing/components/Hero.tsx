import { Box, Button, Container, Grid, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { planName } from '@lane/shared';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/ui/card';
import { useLanguage } from '../../../lib/language';
import { Reveal } from './Reveal';
import { StarRating } from './StarRating';

const HIGHLIGHTS = ['strategy', 'private', 'bilingual'] as const;

export function Hero() {
  const { t } = useTranslation('landing');
  const language = useLanguage();

  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      // Runs under the transparent fixed header, which turns solid once the page scrolls.
      mt="-4rem"
      pt={{ base: '7.5rem', md: '9rem' }}
      pb={{ base: '16', md: '24' }}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg.panel"
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1.25fr 1fr' }}
          gap={{ base: '12', lg: '16' }}
          alignItems="center"
        >
          <Stack gap="6">
            <Text
              fontSize="sm"
              fontWeight="bold"
              letterSpacing="wide"
              textTransform="uppercase"
              color="brand.fg"
            >
              {t('hero.eyebrow')}
            </Text>
            <Heading
              as="h1"
              id="hero-title"
              fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
              color="fg.heading"
            >
              {t('hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.body" maxW="2xl">
              {t('hero.subtitle')}
            </Text>
            <List.Root
              aria-label={t('hero.highlights_label')}
              variant="plain"
              display="flex"
              flexDirection={{ base: 'column', sm: 'row' }}
              flexWrap="wrap"
              gap={{ base: '2', sm: '5' }}
            >
              {HIGHLIGHTS.map((key) => (
                <List.Item key={key} alignItems="center" fontWeight="semibold" color="fg.heading">
                  <List.Indicator asChild color="brand.accent">
                    <CheckIcon boxSize="5" />
                  </List.Indicator>
                  {t(`hero.highlights.${key}`)}
                </List.Item>
              ))}
            </List.Root>
            <HStack gap="3" wrap="wrap">
              <Button asChild size="xl" colorPalette="brand" rounded="full" px="8">
                <a href="#features">{t('hero.cta_primary')}</a>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                colorPalette="brand"
                rounded="full"
                px="8"
                bg="bg.panel"
              >
                <a href="#pricing">{t('hero.cta_secondary')}</a>
              </Button>
            </HStack>
          </Stack>

          {/* Beside the text on wide screens (shown at once); below it on phones, where it fades in. */}
          <Reveal delayMs={800}>
            <Card as="figure" variant="raised" m="0">
              <Text fontSize="sm" fontWeight="bold" color="brand.fg" mb="3">
                {t('hero.testimonial.label')}
              </Text>
              <StarRating rating={5} label={t('hero.testimonial.rating_label', { rating: 5 })} />
              <Box
                as="blockquote"
                mt="4"
                fontSize={{ base: 'md', md: 'lg' }}
                color="fg.strong"
                lineHeight="tall"
              >
                <Text>{t('hero.testimonial.quote')}</Text>
              </Box>
              <Box as="figcaption" mt="5">
                <Text fontWeight="bold" color="fg.heading">
                  {t('hero.testimonial.name')}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('hero.testimonial.context', { plan: planName('48hour', language) })}
                </Text>
              </Box>
            </Card>
          </Reveal>
        </Grid>
      </Container>
    </Box>
  );
}
