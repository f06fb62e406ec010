import { Box, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ChatSections } from '@lane/shared';
import { useTranslation } from 'react-i18next';
import type { AnswerEntry } from '../conversation';
import { useSectionLabels } from '../hooks/useSectionLabels';
import { markdownToPlainText } from '../plain-text';
import {
  answerText,
  draftAnswerText,
  draftTexts,
  mailtoHref,
  presentSections,
  sectionText,
  type SectionId,
} from '../sections';
import { AddToCalendar } from './AddToCalendar';
import { CopyButton } from './CopyButton';
import { MailIcon, RetryIcon } from '../../../components/icons';
import { MarkdownText } from './Prose';
import { PractiseThisCall } from '../practice/components/PractiseThisCall';
import { SectionCard } from './SectionCard';
import { StillSayNo } from './StillSayNo';

const PRIMARY: readonly SectionId[] = ['phone_script', 'email'];

const asList = (items: readonly string[]) =>
  items
    .filter((item) => item.trim())
    .map((item) => `- ${item}`)
    .join('\n');

function SectionBody({ id, sections }: { id: SectionId; sections: ChatSections }) {
  const { t } = useTranslation('chat');
  switch (id) {
    case 'strategy':
    case 'phone_script':
      return <MarkdownText>{sections[id]}</MarkdownText>;
    case 'email':
      return (
        <>
          {sections.email.subject.trim() ? (
            <Text fontWeight="semibold">
              {t('answer.email_subject', { subject: sections.email.subject })}
            </Text>
          ) : null}
          <Text whiteSpace="pre-wrap" lineHeight="tall">
            {markdownToPlainText(sections.email.body)}
          </Text>
        </>
      );
    case 'talking_points':
    case 'questions':
      return <MarkdownText>{asList(sections[id])}</MarkdownText>;
    case 'deadlines':
      return (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {sections.deadlines.map((deadline) => (
            <li key={`${deadline.title}-${deadline.url}`}>
              <Text fontWeight="semibold">{deadline.title}</Text>
              <Text>{deadline.detail}</Text>
              <Link
                href={deadline.url}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
                textDecoration="underline"
              >
                {t('answer.deadline_source', { source: deadline.source })}
                <Box as="span" srOnly>
                  {t('answer.new_tab')}
                </Box>
              </Link>
              <AddToCalendar deadline={deadline} />
            </li>
          ))}
        </Stack>
      );
  }
}

/** A finished answer: one card per section that has something in it. */
function FinalCards({ entry }: { entry: AnswerEntry }) {
  const { t } = useTranslation('chat');
  const labels = useSectionLabels();
  const sections = entry.sections;
  const present = sections ? presentSections(sections) : [];

  if (!sections || present.length === 0) {
    return (
      <SectionCard
        title={t('answer.untitled')}
        actions={<CopyButton text={markdownToPlainText(entry.content)} label={t('copy.answer')} />}
      >
        <MarkdownText>{entry.content}</MarkdownText>
      </SectionCard>
    );
  }

  return (
    <>
      {present.map((id) => (
        <SectionCard
          key={id}
          title={labels.titles[id]}
          primary={PRIMARY.includes(id)}
          actions={
            <>
              <CopyButton text={sectionText(id, sections, labels)} label={t(`copy.${id}`)} />
              {id === 'email' ? (
                <Button asChild size="sm" variant="solid" colorPalette="brand">
                  <a href={mailtoHref(sections.email.subject, sections.email.body)}>
                    <MailIcon />
                    {t('answer.open_in_email')}
                  </a>
                </Button>
              ) : null}
            </>
          }
        >
          <SectionBody id={id} sections={sections} />
        </SectionCard>
      ))}
      <HStack justify="flex-end">
        <CopyButton text={answerText(sections, labels)} label={t('copy.answer')} />
      </HStack>
    </>
  );
}

/** What has streamed in so far (or what arrived before a stop), card by card. */
function DraftCards({ entry }: { entry: AnswerEntry }) {
  const { t } = useTranslation('chat');
  const labels = useSectionLabels();
  const texts = draftTexts(entry.drafts);
  const stopped = entry.status === 'stopped';
  return (
    <>
      {Object.entries(texts).map(([id, text]) => (
        <SectionCard
          key={id}
          title={labels.titles[id as SectionId]}
          primary={PRIMARY.includes(id as SectionId)}
          actions={
            stopped ? (
              <CopyButton text={markdownToPlainText(text)} label={t(`copy.${id as SectionId}`)} />
            ) : undefined
          }
        >
          <MarkdownText>{text}</MarkdownText>
        </SectionCard>
      ))}
      {stopped && Object.keys(texts).length > 1 ? (
        <HStack justify="flex-end">
          <CopyButton text={draftAnswerText(entry.drafts, labels)} label={t('copy.answer')} />
        </HStack>
      ) : null}
    </>
  );
}

interface AnswerViewProps {
  entry: AnswerEntry;
  /** Retry is offered on the last answer only, and not once the pass has ended. */
  canRetry: boolean;
  onRetry: () => void;
}

/** Lane's answer, full width: cards that fill in as the answer streams, then the answer of record. */
export function AnswerView({ entry, canRetry, onRetry }: AnswerViewProps) {
  const { t } = useTranslation('chat');
  const waiting = entry.status === 'thinking' || entry.status === 'streaming';

  return (
    <Stack
      as="article"
      id={`answer-${entry.id}`}
      data-role="assistant"
      data-status={entry.status}
      aria-busy={waiting || undefined}
      aria-label={t('panel.lane_answer')}
      gap="3"
      width="full"
    >
      {entry.status === 'done' ? <FinalCards entry={entry} /> : <DraftCards entry={entry} />}
      {/* Both work from the reading the answer was given on; a guardrail's message carries none. */}
      {entry.status === 'done' && entry.reading ? <PractiseThisCall answerId={entry.id} /> : null}
      {entry.status === 'done' && entry.reading ? <StillSayNo answerId={entry.id} /> : null}
      {waiting ? (
        <HStack gap="2" color="fg.muted" data-thinking>
          <Spinner size="sm" color="brand.solid" />
          <Text>{entry.status === 'thinking' ? t('panel.thinking') : t('panel.writing')}</Text>
        </HStack>
      ) : null}
      {entry.status === 'stopped' ? (
        <Box borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" borderRadius="lg" px="4" py="3">
          <Text fontWeight="semibold">{t('answer.stopped')}</Text>
        </Box>
      ) : null}
      {entry.status === 'failed' && entry.failure ? (
        <Box borderWidth="1px" borderColor="red.muted" bg="red.subtle" borderRadius="lg" px="4" py="3">
          <Text fontWeight="semibold">{t(`errors.${entry.failure.notice}.title`)}</Text>
          <Text>{entry.failure.details ?? t(`errors.${entry.failure.notice}.description`)}</Text>
          <Text mt="1" fontSize="sm">
            {t('answer.question_restored')}
          </Text>
        </Box>
      ) : null}
      {canRetry && (entry.status === 'failed' || entry.status === 'stopped') ? (
        <HStack>
          <Button variant="outline" colorPalette="brand" onClick={onRetry}>
            <RetryIcon />
            {t('answer.retry')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
