import { Accordion, Box, Heading, List, Span, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { kebab, SALES_TACTICS } from '../sales-tactics';
import { Labelled, Phrase } from './Phrase';

const Card = ({ children }: { children: ReactNode }) => (
  <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg">
    {children}
  </Stack>
);

const Intro = ({ children }: { children: string }) => <Text color="fg.muted">{children}</Text>;

export function HandlingQuestions() {
  const { t } = useTranslation('playbook');
  const items = t('handling_questions.items', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('handling_questions.intro')}</Intro>
      {Object.entries(items).map(([id, item]) => (
        <Card key={id}>
          <Heading as="h3" size="sm">
            {item.question}
          </Heading>
          <Text>{item.answer}</Text>
          <Phrase label={t('labels.you_say')}>{item.say}</Phrase>
        </Card>
      ))}
    </Stack>
  );
}

export function SalesTactics() {
  const { t } = useTranslation('playbook');
  const language = useLanguage();
  const items = t('sales_tactics.items', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('sales_tactics.intro')}</Intro>
      <Accordion.Root multiple collapsible variant="enclosed">
        {SALES_TACTICS[language].map((id) => {
          const tactic = items[id];
          return (
            <Accordion.Item key={id} value={kebab(id)}>
              <Accordion.ItemTrigger cursor="pointer">
                <Span flex="1" fontWeight="semibold">
                  {tactic.name}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="3">
                    <Labelled label={t('labels.sounds_like')}>{tactic.sounds_like}</Labelled>
                    <Labelled label={t('labels.counter')}>{tactic.counter}</Labelled>
                    <Phrase label={t('labels.you_say')}>{tactic.say}</Phrase>
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </Stack>
  );
}

export function Escalating() {
  const { t } = useTranslation('playbook');
  const steps = t('escalating.steps', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('escalating.intro')}</Intro>
      <List.Root as="ol" gap="4" listStyle="none">
        {Object.entries(steps).map(([id, step], index) => (
          <List.Item key={id} display="block">
            <Card>
              <Heading as="h3" size="sm">
                {index + 1}. {step.title}
              </Heading>
              <Text>{step.body}</Text>
              <Phrase label={t('labels.you_say')}>{step.say}</Phrase>
            </Card>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function StayingCalm() {
  const { t } = useTranslation('playbook');
  const tips = t('staying_calm.tips', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('staying_calm.intro')}</Intro>
      {Object.entries(tips).map(([id, tip]) => (
        <Card key={id}>
          <Heading as="h3" size="sm">
            {tip.title}
          </Heading>
          <Text>{tip.body}</Text>
        </Card>
      ))}
    </Stack>
  );
}

export function ConfidentPhrases() {
  const { t } = useTranslation('playbook');
  const items = t('confident_phrases.items', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('confident_phrases.intro')}</Intro>
      {Object.entries(items).map(([id, item]) => (
        <Card key={id}>
          <Text color="fg.muted">
            <Text as="span" fontWeight="semibold">
              {t('labels.instead_of')}:{' '}
            </Text>
            <Text as="span" textDecoration="line-through">
              {item.instead}
            </Text>
          </Text>
          <Phrase label={t('labels.try')}>{item.say}</Phrase>
        </Card>
      ))}
    </Stack>
  );
}

export function IndustryTactics() {
  const { t } = useTranslation('playbook');
  const industries = t('industry_tactics.industries', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('industry_tactics.intro')}</Intro>
      <Accordion.Root multiple collapsible variant="enclosed">
        {Object.entries(industries).map(([id, industry]) => (
          <Accordion.Item key={id} value={kebab(id)}>
            <Accordion.ItemTrigger cursor="pointer">
              <Span flex="1" fontWeight="semibold">
                {industry.title}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="3">
                  {Object.entries(industry.tactics).map(([tacticId, tactic]) => (
                    <Box key={tacticId}>
                      <Heading as="h4" size="xs">
                        {tactic.title}
                      </Heading>
                      <Text>{tactic.body}</Text>
                    </Box>
                  ))}
                  <Phrase label={t('labels.phrase')}>{industry.say}</Phrase>
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}

export function RepSaysNo() {
  const { t } = useTranslation('playbook');
  const items = t('rep_says_no.items', { returnObjects: true });
  return (
    <Stack gap="4">
      <Intro>{t('rep_says_no.intro')}</Intro>
      {Object.entries(items).map(([id, item]) => (
        <Card key={id}>
          <Labelled label={t('labels.they_say')}>{item.they_say}</Labelled>
          <Phrase label={t('labels.you_say')}>{item.you_say}</Phrase>
          <Labelled label={t('labels.why')}>{item.why}</Labelled>
        </Card>
      ))}
    </Stack>
  );
}
