import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfidentPhrases,
  Escalating,
  HandlingQuestions,
  IndustryTactics,
  RepSaysNo,
  SalesTactics,
  StayingCalm,
} from './components/TabContents';
import { kebab } from './sales-tactics';

/** The playbook's tabs, in order; the first is open by default. */
const TABS = [
  ['handling_questions', HandlingQuestions],
  ['sales_tactics', SalesTactics],
  ['escalating', Escalating],
  ['staying_calm', StayingCalm],
  ['confident_phrases', ConfidentPhrases],
  ['industry_tactics', IndustryTactics],
  ['rep_says_no', RepSaysNo],
] as const satisfies ReadonlyArray<readonly [string, ComponentType]>;

/** The insider negotiation playbook beside the chat: static advice in both languages. */
export default function Playbook() {
  const { t } = useTranslation('playbook');
  return (
    <Stack as="section" gap="4" aria-labelledby="playbook-heading">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="playbook-heading" color="brand.fg">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <Tabs.Root defaultValue={kebab(TABS[0][0])} variant="subtle" colorPalette="brand" lazyMount>
        <Tabs.List flexWrap="wrap" gap="1" aria-label={t('tabs.label')}>
          {TABS.map(([id]) => (
            <Tabs.Trigger key={id} value={kebab(id)}>
              {t(`tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(([id, Content]) => (
          <Tabs.Content key={id} value={kebab(id)}>
            <Content />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
