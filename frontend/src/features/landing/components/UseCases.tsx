import { Box, Container, Heading, HStack, List, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  BriefcaseIcon,
  CarIcon,
  CheckIcon,
  HomeIcon,
  ReceiptIcon,
  StoreIcon,
  WrenchIcon,
} from '../../../components/icons';
import { Reveal, cardDelay } from './Reveal';
import { SectionHeading } from './SectionHeading';

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
    <Box
      as="section"
      id="use-cases"
      aria-labelledby="use-cases-title"
      py={{ base: '16', md: '24' }}
      bg="gray.50"
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <SectionHeading
            id="use-cases-title"
            title={t('use_cases.title')}
            subtitle={t('use_cases.subtitle')}
          />
        </Reveal>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {USE_CASES.map(({ key, icon: CaseIcon }, index) => (
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
                <HStack gap="3" mb="4">
                  <Box display="inline-flex" p="2.5" rounded="lg" bg="gold.300" color="brand.900">
                    <CaseIcon boxSize="5" />
                  </Box>
                  <Heading as="h3" fontSize="lg" color="brand.900">
                    {t(`use_cases.items.${key}.title`)}
                  </Heading>
                </HStack>
                <List.Root variant="plain" gap="3">
                  {t(`use_cases.items.${key}.examples`, { returnObjects: true }).map((example) => (
                    <List.Item key={example} alignItems="flex-start" color="gray.700">
                      <List.Indicator asChild color="brand.600" mt="0.5">
                        <CheckIcon boxSize="4" />
                      </List.Indicator>
                      {example}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            </Reveal>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
