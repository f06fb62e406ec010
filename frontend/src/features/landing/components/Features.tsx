import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  BoltIcon,
  BookIcon,
  CompassIcon,
  LanguagesIcon,
  ScriptIcon,
  ShieldIcon,
} from '../../../components/icons';
import { Reveal, cardDelay } from './Reveal';
import { SectionHeading } from './SectionHeading';

const FEATURES = [
  { key: 'scripts', icon: ScriptIcon },
  { key: 'strategies', icon: CompassIcon },
  { key: 'instant', icon: BoltIcon },
  { key: 'privacy', icon: ShieldIcon },
  { key: 'bilingual', icon: LanguagesIcon },
  { key: 'playbook', icon: BookIcon },
] as const;

export function Features() {
  const { t } = useTranslation('landing');

  return (
    <Box as="section" id="features" aria-labelledby="features-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <SectionHeading id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
        </Reveal>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {FEATURES.map(({ key, icon: FeatureIcon }, index) => (
            <Reveal as="li" key={key} delayMs={cardDelay(index)} h="full">
              <Box
                h="full"
                p="6"
                bg="white"
                rounded="xl"
                borderWidth="1px"
                borderColor="gray.200"
                shadow="xs"
              >
                <Box display="inline-flex" p="3" rounded="lg" bg="brand.50" color="brand.700" mb="4">
                  <FeatureIcon boxSize="6" />
                </Box>
                <Heading as="h3" fontSize="xl" color="brand.900" mb="2">
                  {t(`features.items.${key}.title`)}
                </Heading>
                <Text color="gray.700">{t(`features.items.${key}.description`)}</Text>
              </Box>
            </Reveal>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
