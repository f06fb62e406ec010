import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  BoltIcon,
  BookIcon,
  CompassIcon,
  LanguagesIcon,
  ScriptIcon,
  ShieldIcon,
} from '../../../components/icons';
import { Card } from '../../../components/ui/card';
import { LandingSection } from './LandingSection';
import { Reveal, cardDelay } from './Reveal';

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
    <LandingSection id="features" copy="features" width="6xl">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
        {FEATURES.map(({ key, icon: FeatureIcon }, index) => (
          <Reveal as="li" key={key} delayMs={cardDelay(index)} h="full">
            <Card variant="tile">
              <Box display="inline-flex" p="3" rounded="lg" bg="brand.subtle" color="brand.fg" mb="4">
                <FeatureIcon boxSize="6" />
              </Box>
              <Heading as="h3" fontSize="xl" color="fg.heading" mb="2">
                {t(`features.items.${key}.title`)}
              </Heading>
              <Text color="fg.body">{t(`features.items.${key}.description`)}</Text>
            </Card>
          </Reveal>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
