import { Box, Button, Heading, HStack, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { EscalateResponse, EscalationStep } from '@lane/shared';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage, useLocalizedPath } from '../../../lib/language';
import { requestEscalation } from '../api/escalate';
import { callLogForApi } from '../call-log';
import { describeChatFailure, type ChatNotice } from '../chat-errors';
import { conversationForApi } from '../conversation';
import { useChatStore } from '../hooks/useChat';
import { CopyButton } from './CopyButton';
import { RetryIcon } from '../../../components/icons';

type Escalation =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; notice: ChatNotice }
  | { state: 'ready'; answer: EscalateResponse };

/** A `tel:` address for a phone number as written ("1-855-411-2372", "(855) 411-2372"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const plain = digits.replace(/\+/g, '');
  if (digits.startsWith('+')) return `tel:+${plain}`;
  // A ten-digit number is a US one (every regulator Lane names is), with or without its leading 1.
  if (plain.length === 10) return `tel:+1${plain}`;
  if (plain.length === 11 && plain.startsWith('1')) return `tel:+${plain}`;
  return `tel:${plain}`;
}

function Step({ step, number }: { step: EscalationStep; number: number }) {
  const { t } = useTranslation('calls');
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" bg="bg" p="4" data-step={step.rung}>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {t(`escalate.rung.${step.rung}`, { number })}
        </Text>
        <Heading as="h5" fontSize="1em" lineHeight="short">
          {step.name}
        </Heading>
        <Text whiteSpace="pre-wrap">{step.detail}</Text>
        {step.url || step.phone ? (
          <HStack gap="4" wrap="wrap">
            {step.url ? (
              <Link
                href={step.url}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
                textDecoration="underline"
                minH="44px"
                display="inline-flex"
                alignItems="center"
              >
                {t('escalate.official_page', { name: step.name })}
                <Box as="span" srOnly>
                  {` ${t('escalate.new_tab')}`}
                </Box>
              </Link>
            ) : null}
            {step.phone ? (
              <Link
                href={telHref(step.phone)}
                color="brand.fg"
                textDecoration="underline"
                minH="44px"
                display="inline-flex"
                alignItems="center"
              >
                {t('escalate.call', { phone: step.phone })}
              </Link>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

function Ready({ answer }: { answer: EscalateResponse }) {
  const { t, i18n } = useTranslation('calls');
  const narrativeId = useId();
  const lengthId = useId();
  const hintId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const { narrative } = answer;
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Heading as="h4" fontSize="1em" lineHeight="short">
          {t('escalate.steps_title')}
        </Heading>
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {answer.steps.map((step, index) => (
            <Step key={`${step.rung}-${step.name}`} step={step} number={index + 1} />
          ))}
        </Stack>
      </Stack>
      <Stack gap="2">
        <Heading as="h4" fontSize="1em" lineHeight="short">
          {t('escalate.narrative_title')}
        </Heading>
        <Text asChild fontWeight="medium">
          <label htmlFor={narrativeId}>{t('escalate.narrative_label', { for: narrative.for })}</label>
        </Text>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {t('escalate.narrative_hint')}
        </Text>
        <Textarea
          id={narrativeId}
          readOnly
          value={narrative.text}
          rows={10}
          bg="bg"
          lineHeight="tall"
          aria-describedby={`${hintId} ${lengthId}`}
          data-narrative
        />
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text id={lengthId} fontSize="sm" color="fg.muted" data-narrative-length>
            {t('escalate.length', {
              used: number.format(narrative.text.length),
              max: number.format(narrative.maxChars),
            })}
          </Text>
          <CopyButton text={narrative.text} label={t('escalate.copy')} />
        </HStack>
      </Stack>
      {answer.questions.length > 0 ? (
        <Stack gap="2">
          <Heading as="h4" fontSize="1em" lineHeight="short">
            {t('escalate.questions_title')}
          </Heading>
          <Stack as="ul" gap="1" ps="5" listStyleType="disc">
            {answer.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * "If they still say no", at the end of a finished answer: opened, it asks POST /api/escalate with
 * the conversation up to this answer and the call log, then shows the next rungs (supervisor, the
 * executive office, the regulator) with their official pages and phone numbers, and the complaint
 * ready to paste. What came back stays while the page lives; a failure says why and offers Try again.
 */
export function StillSayNo({ answerId }: { answerId: string }) {
  const { t } = useTranslation('calls');
  const store = useChatStore();
  const ended = useSyncExternalStore(store.subscribe, () => store.getState().ended !== null);
  const kept = useSyncExternalStore(store.subscribe, () => store.getState().escalations[answerId]);
  const language = useLanguage();
  const pricingPath = useLocalizedPath()('/#pricing');
  const [open, setOpen] = useState(false);
  const [escalation, setEscalation] = useState<Escalation>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const regionId = useId();
  const headingId = useId();

  useEffect(() => () => controller.current?.abort(), []);

  const load = async () => {
    const { entries, callLog } = store.getState();
    const index = entries.findIndex((entry) => entry.id === answerId);
    const entry = entries[index];
    if (entry?.role !== 'assistant' || !entry.reading) return;
    const reading = entry.reading;
    const apiCallLog = callLogForApi(callLog);
    const messages = conversationForApi(entries.slice(0, index + 1), {
      reading,
      ...(apiCallLog ? { callLog: apiCallLog } : {}),
    });
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setEscalation({ state: 'loading' });
    try {
      const answer = await requestEscalation(
        { messages, reading, lang: language, ...(apiCallLog ? { callLog: apiCallLog } : {}) },
        own.signal,
      );
      setEscalation({ state: 'ready', answer });
      store.keepEscalation(answerId, answer);
    } catch (error) {
      if (own.signal.aborted) return;
      const failure = describeChatFailure(error);
      if (failure.kind === 'access_lost') {
        setEscalation({ state: 'idle' });
        store.loseAccess(failure.error);
        return;
      }
      setEscalation({ state: 'failed', notice: failure.notice });
    } finally {
      if (controller.current === own) controller.current = null;
    }
  };

  const shown = escalation.state === 'ready' ? escalation.answer : kept;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && escalation.state === 'idle' && !kept && !ended) void load();
  };

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      bg="bg.subtle"
      data-still-say-no
    >
      <Stack px={{ base: '4', md: '5' }} py="3" gap="1">
        <Heading as="h3" size="md" color="brand.fg" id={headingId}>
          {t('escalate.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('escalate.intro')}
        </Text>
        <Box>
          <Button
            mt="2"
            variant="outline"
            colorPalette="brand"
            bg="bg"
            minH="44px"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={toggle}
          >
            {open ? t('escalate.hide') : t('escalate.show')}
          </Button>
        </Box>
      </Stack>
      <Box
        id={regionId}
        hidden={!open}
        px={{ base: '4', md: '5' }}
        pb="4"
        pt="2"
        data-escalation={shown ? 'ready' : escalation.state}
      >
        {open ? (
          shown ? (
            <Ready answer={shown} />
          ) : ended ? (
            <Stack gap="3" data-escalation-ended>
              <Text>{t('escalate.ended')}</Text>
              <Button asChild alignSelf="flex-start" colorPalette="brand" minH="44px">
                <RouterLink to={pricingPath}>{t('escalate.buy')}</RouterLink>
              </Button>
            </Stack>
          ) : escalation.state === 'failed' ? (
            <Stack
              gap="2"
              role="alert"
              borderWidth="1px"
              borderColor="red.muted"
              bg="red.subtle"
              borderRadius="lg"
              px="4"
              py="3"
            >
              <Text fontWeight="semibold">{t(`escalate.errors.${escalation.notice}.title`)}</Text>
              <Text>{t(`escalate.errors.${escalation.notice}.description`)}</Text>
              <Button
                alignSelf="flex-start"
                variant="outline"
                colorPalette="brand"
                bg="bg"
                minH="44px"
                onClick={() => void load()}
              >
                <RetryIcon />
                {t('escalate.retry')}
              </Button>
            </Stack>
          ) : (
            <HStack gap="2" role="status" color="fg.muted">
              <Spinner size="sm" color="brand.solid" />
              <Text>{t('escalate.loading')}</Text>
            </HStack>
          )
        ) : null}
      </Box>
    </Box>
  );
}
