import { Accordion, Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';
import { Reveal } from './Reveal';

/** The nine questions, in this order. */
const FAQ_ITEMS = [
  'what_is_lane',
  'why_48_hours',
  'subscription',
  'account',
  'payment',
  'access_after_purchase',
  'data_privacy',
  'bank_linking',
  'origin',
] as const;

export function Faq() {
  const { t } = useTranslation('landing');

  return (
    <LandingSection id="faq" copy="faq" width="3xl" tone="subtle">
      <Reveal delayMs={100}>
        <Accordion.Root multiple collapsible variant="enclosed" bg="bg.panel" rounded="xl">
          {FAQ_ITEMS.map((key) => (
            <Accordion.Item key={key} value={key}>
              {/* The WAI-ARIA accordion pattern: each button sits in a heading, so the questions are navigable. */}
              <Heading as="h3" fontSize="md" m="0">
                <Accordion.ItemTrigger
                  py="4"
                  fontSize={{ base: 'md', md: 'lg' }}
                  fontWeight="semibold"
                  color="fg.heading"
                  textAlign="start"
                >
                  <Box as="span" flex="1">
                    {t(`faq.items.${key}.question`)}
                  </Box>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text color="fg.body" lineHeight="tall">
                    {t(`faq.items.${key}.answer`)}
                  </Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Reveal>
    </LandingSection>
  );
}
