import {
  Box,
  Button,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { SessionResponse } from '@lane/shared';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { clearAdminHint } from '../../lib/admin-hint';
import { ApiError } from '../../lib/api';
import { failureBody, failureCode, useFailureToast } from '../../lib/api-errors';
import { useLanguage, useLocalizedPath } from '../../lib/language';
import { passLength } from '../../lib/pass-length';
import { usePassEmail } from '../../lib/pass-email';
import { endSession } from './api/session';
import type { PassEnd } from './chat-store';
import { CallLogPanel } from './components/CallLogPanel';
import { Composer } from './components/Composer';
import { ConfirmDialog } from './components/ConfirmDialog';
import { Conversation } from './components/Conversation';
import { DownloadIcon } from '../../components/icons';
import { PassStatus } from './components/PassStatus';
import { useAccessLoss } from './hooks/useAccessLoss';
import { useChat } from './hooks/useChat';
import { useLaneSession } from './hooks/useLaneSession';
import { usePassClock } from './hooks/usePassClock';
import { useSectionLabels } from './hooks/useSectionLabels';
import { conversationToText, localDateStamp, saveTextFile } from './transcript';
import { formatCallTime } from './call-log';

/** The notice that the pass is about to end shows from this many minutes before. */
const ENDING_SOON_MS = 10 * 60_000;

/** Why access was lost, as the read-only view says it. */
function passEndOf(error: unknown, known: SessionResponse | null): PassEnd | null {
  const code = failureCode(error);
  const knownDuration = known?.role === 'user' ? known.durationHours : undefined;
  if (code === 'expired')
    return { reason: 'expired', durationHours: failureBody(error)?.durationHours ?? knownDuration };
  if (code !== 'no_session') return null;
  // The session cookie lives exactly as long as the pass (docs/architecture.md, "The session"): a cookie gone at the pass's
  // end means the pass ran out, not that the person signed out.
  const ranOut = known?.role === 'user' && Date.parse(known.expiresAt) <= Date.now();
  return ranOut
    ? { reason: 'expired', durationHours: knownDuration }
    : { reason: 'no_session', durationHours: undefined };
}

function PassEnded({ end, onDownload }: { end: PassEnd; onDownload: () => void }) {
  const { t } = useTranslation('chat');
  const pricingPath = useLocalizedPath()('/#pricing');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const length = end.durationHours === undefined ? undefined : passLength(end.durationHours);

  // What the person was doing just became read-only: say so where their focus is.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack
      role="region"
      aria-labelledby={headingId}
      gap="3"
      p="5"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="xl"
      data-pass-ended
    >
      <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
        {t('ended.title')}
      </Heading>
      <Text>
        {end.reason === 'no_session'
          ? t('ended.no_session')
          : length
            ? t(`ended.${length.unit}`, { amount: length.amount })
            : t('ended.unknown')}{' '}
        {t('ended.keep')}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={onDownload}>
          <DownloadIcon />
          {t('actions.download')}
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={pricingPath}>{t('ended.buy')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

interface ChatPageProps {
  /**
   * What sits beside the chat on wide screens and below it on phones: the app's route puts the
   * playbook there (app/router.tsx), so this feature never imports another. It may suspend (a lazy
   * chunk): a spinner holds its place meanwhile.
   */
  aside?: ReactNode;
}

/**
 * /lane and /es/lane: the protected chat, with the playbook beside it; the server decides
 * access. (The layout marks the page noindex, as it does every page in NOINDEX_PAGES.)
 */
export default function ChatPage({ aside }: ChatPageProps) {
  const { t } = useTranslation('chat');
  // The call log's and the escalation's words load with the page's own, not on first use.
  const { t: tCalls } = useTranslation('calls');
  const language = useLanguage();
  const navigate = useNavigate();
  const landingPath = useLocalizedPath()('/');
  const passEmail = usePassEmail();
  const chat = useChat();
  const knownPass = useRef<SessionResponse | null>(null);
  const leave = useAccessLoss(knownPass);
  const { showFailure, sharedCopy } = useFailureToast();
  const [checkFailed, setCheckFailed] = useState(false);
  const hasConversation = chat.entries.length > 0;
  const hasAnswer = chat.entries.some((entry) => entry.role === 'assistant' && entry.status === 'done');

  // With a conversation on screen, losing access never takes it away: the page turns read-only.
  const onAccessLost = (error: unknown) => {
    if (!hasConversation) {
      leave(error);
      return;
    }
    const end = passEndOf(error, knownPass.current);
    if (end) {
      chat.endPass(end);
      return;
    }
    setCheckFailed(true);
    showFailure(error, { otherwise: sharedCopy('access_check') });
  };
  const session = useLaneSession(onAccessLost);
  useEffect(() => {
    knownPass.current = session;
  }, [session]);
  const msLeft = usePassClock(session?.role === 'user' ? session.expiresAt : null, () =>
    onAccessLost(new ApiError('no_session', 401)),
  );

  const labels = useSectionLabels();
  const [dialog, setDialog] = useState<'new_topic' | 'end_session' | null>(null);
  const [ending, setEnding] = useState(false);
  const chatHeadingId = useId();
  const composerRef = useRef<HTMLDivElement>(null);

  if (!session && !chat.ended && !(checkFailed && hasConversation)) {
    return (
      <Center py="24" role="status" gap="3">
        <Spinner size="md" color="brand.solid" />
        <Text>{t('loading')}</Text>
      </Center>
    );
  }

  const download = () => {
    const now = new Date();
    const savedOn = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(now);
    const text = conversationToText(
      chat.entries,
      {
        title: t('download.title'),
        savedOn: t('download.saved_on', { date: savedOn }),
        you: t('download.you'),
        lane: t('download.lane'),
        stopped: t('download.stopped'),
        sections: labels,
      },
      {
        calls: chat.callLog,
        labels: {
          title: tCalls('log.title'),
          rep: tCalls('log.rep'),
          reference: tCalls('log.reference'),
          promised: tCalls('log.promised'),
          time: (at) => formatCallTime(at, language),
        },
      },
    );
    saveTextFile(`${t('download.file_name')}-${localDateStamp(now)}.txt`, text);
  };

  const end = async () => {
    setEnding(true);
    try {
      await endSession();
    } catch (error) {
      // The cookie is HttpOnly: only the server can end the session, so say so and stay.
      showFailure(error, {
        otherwise: { title: t('access.end_failed_title'), description: t('access.end_failed_description') },
      });
      setEnding(false);
      setDialog(null);
      return;
    }
    chat.clear();
    passEmail.value = null;
    clearAdminHint();
    navigate(landingPath, { replace: true });
  };

  const readOnly = chat.ended !== null;
  const endingSoon = !readOnly && msLeft !== null && msLeft > 0 && msLeft <= ENDING_SOON_MS;
  const minutesLeft = msLeft === null ? 0 : Math.ceil(msLeft / 60_000);

  return (
    // The header's and footer's width and padding, so the page lines up with them.
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {t('heading')}
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            {t('intro')}
          </Text>
          {session && !readOnly ? (
            <PassStatus session={session} msLeft={msLeft} email={passEmail.value} />
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" colorPalette="brand" onClick={download} disabled={!hasConversation}>
              <DownloadIcon />
              {t('actions.download')}
            </Button>
            {!readOnly ? (
              <Button variant="outline" onClick={() => setDialog('new_topic')} disabled={!hasConversation}>
                {t('actions.new_topic')}
              </Button>
            ) : null}
            {!readOnly ? (
              <Button variant="outline" onClick={() => setDialog('end_session')}>
                {t('actions.end_session')}
              </Button>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted" maxW="3xl">
            {t('actions.privacy')}
          </Text>
        </Stack>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="8"
          alignItems="start"
        >
          <Stack as="section" gap="4" aria-labelledby={chatHeadingId}>
            <VisuallyHidden asChild>
              <h2 id={chatHeadingId}>{t('panel.label')}</h2>
            </VisuallyHidden>
            {endingSoon ? (
              <Stack
                role="status"
                gap="2"
                p="4"
                borderWidth="1px"
                borderColor="orange.muted"
                bg="orange.subtle"
                borderRadius="xl"
                data-ending-soon
              >
                <Text fontWeight="semibold">{t('pass.ending_soon_title')}</Text>
                <Text>{t('pass.ending_soon', { count: minutesLeft })}</Text>
                <Button
                  alignSelf="flex-start"
                  size="sm"
                  colorPalette="brand"
                  onClick={download}
                  disabled={!hasConversation}
                >
                  <DownloadIcon />
                  {t('actions.download')}
                </Button>
              </Stack>
            ) : null}
            <Conversation
              entries={chat.entries}
              pending={chat.pending}
              readOnly={readOnly}
              onRetry={() => void chat.retry()}
              composerRef={composerRef}
            />
            {hasAnswer || chat.callLog.length > 0 ? (
              <CallLogPanel
                calls={chat.callLog}
                readOnly={readOnly}
                onAdd={chat.addCall}
                onUpdate={chat.updateCall}
                onRemove={chat.removeCall}
              />
            ) : null}
            {chat.ended ? (
              <PassEnded end={chat.ended} onDownload={download} />
            ) : (
              <Box
                ref={composerRef}
                position="sticky"
                bottom="0"
                zIndex="docked"
                bg="bg"
                pt="3"
                pb={{ base: '3', md: '4' }}
                borderTopWidth="1px"
                mx={{ base: '-4', md: '0' }}
                px={{ base: '4', md: '0' }}
              >
                <Composer
                  text={chat.draft}
                  onTextChange={chat.setDraft}
                  pending={chat.pending !== undefined}
                  onSend={(text) => void chat.send(text)}
                  onStop={chat.stop}
                />
              </Box>
            )}
          </Stack>
          <Suspense
            fallback={
              <Center py="10">
                <Spinner color="brand.solid" />
              </Center>
            }
          >
            {aside}
          </Suspense>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={dialog === 'new_topic'}
        title={t('dialogs.new_topic.title')}
        description={t('dialogs.new_topic.description')}
        confirmLabel={t('dialogs.new_topic.confirm')}
        onConfirm={() => {
          chat.clear();
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
        onDownload={download}
      />
      <ConfirmDialog
        open={dialog === 'end_session'}
        title={t('dialogs.end_session.title')}
        description={t('dialogs.end_session.description')}
        confirmLabel={t('dialogs.end_session.confirm')}
        busy={ending}
        busyLabel={t('actions.ending')}
        onConfirm={() => void end()}
        onCancel={() => setDialog(null)}
        onDownload={download}
      />
    </Container>
  );
}
