import { Accordion, Box, Heading, List, Span, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { kebab, SALES_TACTICS } from '../sales-tactics';
import { Labelled, Phrase } from './Phrase';

/** Every tab: its introduction, muted, above its cards or folds. */
const TabBody = ({ intro, children }: { intro: string; children: ReactNode }) => (
  <Stack gap="4">
    <Text color="fg.muted">{intro}</Text>
    {children}
  </Stack>
);

const Card = ({ children }: { children: ReactNode }) => (
  <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg">
    {children}
  </Stack>
);

/** A card with a heading and its text, and below them what to say when there is a phrase. */
const TopicCard = ({
  heading,
  body,
  children,
}: {
  heading: ReactNode;
  body: string;
  children?: ReactNode;
}) => (
  <Card>
    <Heading as="h3" size="sm">
      {heading}
    </Heading>
    <Text>{body}</Text>
    {children}
  </Card>
);

/** Folds any number of which may be open at once. */
const Folds = ({ children }: { children: ReactNode }) => (
  <Accordion.Root multiple collapsible variant="enclosed">
    {children}
  </Accordion.Root>
);

/** One fold: its title as the trigger, its content stacked below. */
const Fold = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Accordion.Item value={kebab(id)}>
    <Accordion.ItemTrigger cursor="pointer">
      <Span flex="1" fontWeight="semibold">
        {title}
      </Span>
      <Accordion.ItemIndicator />
    </Accordion.ItemTrigger>
    <Accordion.ItemContent>
      <Accordion.ItemBody>
        <Stack gap="3">{children}</Stack>
      </Accordion.ItemBody>
    </Accordion.ItemContent>
  </Accordion.Item>
);

export function HandlingQuestions() {
  const { t } = useTranslation('playbook');
  const items = t('handling_questions.items', { returnObjects: true });
  return (
    <TabBody intro={t('handling_questions.intro')}>
      {Object.entries(items).map(([id, item]) => (
        <TopicCard key={id} heading={item.question} body={item.answer}>
          <Phrase label={t('labels.you_say')}>{item.say}</Phrase>
        </TopicCard>
      ))}
    </TabBody>
  );
}

export function SalesTactics() {
  const { t } = useTranslation('playbook');
  const language = useLanguage();
  const items = t('sales_tactics.items', { returnObjects: true });
  return (
    <TabBody intro={t('sales_tactics.intro')}>
      <Folds>
        {SALES_TACTICS[language].map((id) => {
          const tactic = items[id];
          return (
            <Fold key={id} id={id} title={tactic.name}>
              <Labelled label={t('labels.sounds_like')}>{tactic.sounds_like}</Labelled>
              <Labelled label={t('labels.counter')}>{tactic.counter}</Labelled>
              <Phrase label={t('labels.you_say')}>{tactic.say}</Phrase>
            </Fold>
          );
        })}
      </Folds>
    </TabBody>
  );
}

export function Escalating() {
  const { t } = useTranslation('playbook');
  const steps = t('escalating.steps', { returnObjects: true });
  return (
    <TabBody intro={t('escalating.intro')}>
      <List.Root as="ol" gap="4" listStyle="none">
        {Object.entries(steps).map(([id, step], index) => (
          <List.Item key={id} display="block">
            <TopicCard heading={`${index + 1}. ${step.title}`} body={step.body}>
              <Phrase label={t('labels.you_say')}>{step.say}</Phrase>
            </TopicCard>
          </List.Item>
        ))}
      </List.Root>
    </TabBody>
  );
}

export function StayingCalm() {
  const { t } = useTranslation('playbook');
  const tips = t('staying_calm.tips', { returnObjects: true });
  return (
    <TabBody intro={t('staying_calm.intro')}>
      {Object.entries(tips).map(([id, tip]) => (
        <TopicCard key={id} heading={tip.title} body={tip.body} />
      ))}
    </TabBody>
  );
}

export function ConfidentPhrases() {
  const { t } = useTranslation('playbook');
  const items = t('confident_phrases.items', { returnObjects: true });
  return (
    <TabBody intro={t('confident_phrases.intro')}>
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
    </TabBody>
  );
}

export function IndustryTactics() {
  const { t } = useTranslation('playbook');
  const industries = t('industry_tactics.industries', { returnObjects: true });
  return (
    <TabBody intro={t('industry_tactics.intro')}>
      <Folds>
        {Object.entries(industries).map(([id, industry]) => (
          <Fold key={id} id={id} title={industry.title}>
            {Object.entries(industry.tactics).map(([tacticId, tactic]) => (
              <Box key={tacticId}>
                <Heading as="h4" size="xs">
                  {tactic.title}
                </Heading>
                <Text>{tactic.body}</Text>
              </Box>
            ))}
            <Phrase label={t('labels.phrase')}>{industry.say}</Phrase>
          </Fold>
        ))}
      </Folds>
    </TabBody>
  );
}

export function RepSaysNo() {
  const { t } = useTranslation('playbook');
  const items = t('rep_says_no.items', { returnObjects: true });
  return (
    <TabBody intro={t('rep_says_no.intro')}>
      {Object.entries(items).map(([id, item]) => (
        <Card key={id}>
          <Labelled label={t('labels.they_say')}>{item.they_say}</Labelled>
          <Phrase label={t('labels.you_say')}>{item.you_say}</Phrase>
          <Labelled label={t('labels.why')}>{item.why}</Labelled>
        </Card>
      ))}
    </TabBody>
  );
}
