import { Box, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  BriefcaseIcon,
  CarIcon,
  HomeIcon,
  ReceiptIcon,
  StoreIcon,
  WrenchIcon,
} from '../../../components/icons';
import { Card } from '../../../components/ui/card';
import { CheckList } from './CheckList';
import { LandingSection } from './LandingSection';
import { Reveal, cardDelay } from './Reveal';

const USE_CASES = [
  { key: 'fees', icon: ReceiptIcon },
  { key: 'housing', icon: HomeIcon },
  { key: 'services', icon: WrenchIcon },
  { key: 'salary', icon: BriefcaseIcon },
  { key: 'auto', icon: CarIcon },
  { key: 'business', icon: StoreIcon },
] as const;

export function UseCases() {
  const { t } = useTranslation('landing');

  return (
    <LandingSection id="use-cases" copy="use_cases" width="6xl" tone="subtle">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
        {USE_CASES.map(({ key, icon: CaseIcon }, index) => (
          <Reveal as="li" key={key} delayMs={cardDelay(index)} h="full">
            <Card variant="tile">
              <HStack gap="3" mb="4">
                <Box display="inline-flex" p="2.5" rounded="lg" bg="gold.muted" color="fg.heading">
                  <CaseIcon boxSize="5" />
                </Box>
                <Heading as="h3" fontSize="lg" color="fg.heading">
                  {t(`use_cases.items.${key}.title`)}
                </Heading>
              </HStack>
              <CheckList gap="3" items={t(`use_cases.items.${key}.examples`, { returnObjects: true })} />
            </Card>
          </Reveal>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
