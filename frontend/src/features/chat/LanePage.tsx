import {
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
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { useLanguage, useLocalizedPath } from '../../lib/language';
import { clearAdminHint } from '../../lib/admin-hint';
import { endSession } from './api/lane';
import { Composer } from './components/Composer';
import { DownloadIcon } from './components/icons';
import { MessageList } from './components/MessageList';
import { PassStatus } from './components/PassStatus';
import { useAccessLoss } from './hooks/useAccessLoss';
import { useChat } from './hooks/useChat';
import { useLaneSession } from './hooks/useLaneSession';
import { conversationToMarkdown, localDateStamp, saveTextFile } from './transcript';

// The playbook is its own chunk with its own namespace (DESIGN §8): only /lane ever loads it.
// It is the one page-level composition of two features; the app layer has no slot for it.
const Playbook = lazy(() => import('../playbook/Playbook'));

/**
 * /lane and /es/lane (spec §2): the protected chat with the playbook; the server decides access.
 * (The layout marks the page noindex, as it does every page in NOINDEX_PAGES.)
 */
export default function LanePage() {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const navigate = useNavigate();
  const landingPath = useLocalizedPath()('/');
  const knownPass = useRef<SessionResponse | null>(null);
  const leave = useAccessLoss(knownPass);
  const session = useLaneSession(leave);
  useEffect(() => {
    knownPass.current = session;
  }, [session]);
  const chat = useChat({ onAccessLost: leave });
  const [ending, setEnding] = useState(false);
  const chatHeadingId = useId();

  if (!session) {
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
    const markdown = conversationToMarkdown(chat.entries, {
      title: t('download.title'),
      savedOn: t('download.saved_on', { date: savedOn }),
      you: t('download.you'),
      lane: t('download.lane'),
    });
    saveTextFile(`${t('download.file_name')}-${localDateStamp(now)}.md`, markdown);
  };

  const end = async () => {
    setEnding(true);
    try {
      await endSession();
    } catch {
      // The cookie is HttpOnly: only the server can end the session, so say so and stay.
      toaster.create({
        type: 'error',
        title: t('access.end_failed_title'),
        description: t('access.end_failed_description'),
      });
      setEnding(false);
      return;
    }
    clearAdminHint();
    navigate(landingPath, { replace: true });
  };

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
          <PassStatus session={session} />
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
            <MessageList entries={chat.entries} thinking={chat.thinking} labelledBy={chatHeadingId} />
            <Composer busy={chat.thinking} onSend={(text) => void chat.send(text)} />
            <HStack gap="3" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="brand"
                onClick={download}
                disabled={chat.entries.length === 0}
              >
                <DownloadIcon />
                {t('actions.download')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => void end()}
                loading={ending}
                loadingText={t('actions.ending')}
              >
                {t('actions.end_session')}
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('actions.privacy')}
            </Text>
          </Stack>
          <Suspense
            fallback={
              <Center py="10">
                <Spinner color="brand.solid" />
              </Center>
            }
          >
            <Playbook />
          </Suspense>
        </Grid>
      </Stack>
    </Container>
  );
}
