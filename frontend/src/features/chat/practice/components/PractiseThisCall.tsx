import { Box, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddLine, type PracticeState } from '../practice-store';
import { usePractice } from '../usePractice';
import { LevelChoice } from './LevelChoice';
import { PracticeCallControls, PracticeCallLog } from './PracticeCall';
import { Scorecard } from './Scorecard';

/** What a screen reader hears: the rep's line of record and the scorecard's arrival, never the pieces. */
function useAnnouncement(state: PracticeState): string {
  const { t } = useTranslation('practice');
  if (state.waiting) return '';
  if (state.stage === 'scorecard') return t('call.scorecard_ready');
  const failure = state.failure;
  if (failure) {
    if (failure.notice === 'stopped')
      return failure.retry === 'reply' ? t('call.stopped') : t('call.stopped_scorecard');
    return `${t(`errors.${failure.notice}.title`)}. ${t(`errors.${failure.notice}.description`)}`;
  }
  const last = state.lines.at(-1);
  if (state.stage !== 'call' || last?.role !== 'rep') return '';
  const tactic = last.tactic ? ` ${t('call.tactic', { name: t(`tactics.${last.tactic}.name`) })}.` : '';
  const settled = state.settled ? ` ${t('call.settled')}` : '';
  return `${t('call.rep_said', { text: last.content })}${tactic}${settled}`;
}

/**
 * "Practise this call" under a finished answer: Lane plays the rep for this case (docs/chat-screen.md,
 * "Practice"). The practice opens over the conversation, full screen on a phone and a dialog on a
 * laptop; closing it (Escape or the close button) keeps both and gives the focus back to the button.
 */
export function PractiseThisCall({ answerId }: { answerId: string }) {
  // The practice's strings load on their own: until they are in, the button waits, not the answer.
  return (
    <Suspense fallback={null}>
      <PracticeLauncher answerId={answerId} />
    </Suspense>
  );
}

function PracticeLauncher({ answerId }: { answerId: string }) {
  const { t } = useTranslation('practice');
  const practice = usePractice(answerId);
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const announcement = useAnnouncement(practice);
  const ended = practice.passEnded || practice.failure?.notice === 'pass_ended';

  if (practice.passEnded && !open) return null;

  return (
    <>
      <HStack>
        <Button ref={openerRef} colorPalette="brand" variant="outline" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      </HStack>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        finalFocusEl={() => openerRef.current}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        placement="center"
        motionPreset="slide-in-bottom"
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: '0', md: '4' }}>
            <Dialog.Content data-practice>
              <Dialog.Header pe="14">
                <Dialog.Title>{t('title')}</Dialog.Title>
              </Dialog.Header>
              {/* During the call the lines scroll above the composer: keyboard users can scroll them too. */}
              <Dialog.Body
                {...(practice.stage === 'call'
                  ? { tabIndex: 0, role: 'region', 'aria-label': t('call.label') }
                  : {})}
              >
                {practice.stage === 'choose' ? (
                  <>
                    <Dialog.Description asChild>
                      <Text color="fg.body" mb="4">
                        {t('intro')}
                      </Text>
                    </Dialog.Description>
                    <LevelChoice initial={practice.level} onStart={practice.start} />
                  </>
                ) : null}
                {practice.stage === 'call' ? (
                  <PracticeCallLog
                    level={practice.level}
                    lines={practice.lines}
                    waiting={practice.waiting}
                    settled={practice.settled}
                    failure={practice.failure}
                    full={!canAddLine(practice)}
                    onEnd={practice.end}
                    onRetry={practice.retry}
                  />
                ) : null}
                {practice.stage === 'scorecard' && practice.scorecard ? (
                  <Scorecard
                    scorecard={practice.scorecard}
                    onAgain={practice.again}
                    onBack={() => setOpen(false)}
                  />
                ) : null}
                <Box srOnly role="status" aria-live="polite" aria-atomic="true" data-practice-announcer>
                  {announcement}
                </Box>
              </Dialog.Body>
              {practice.stage === 'call' ? (
                <Dialog.Footer borderTopWidth="1px" pt="3" pb={{ base: '4', md: '5' }}>
                  <PracticeCallControls
                    spoke={practice.lines.some((line) => line.role === 'person')}
                    waiting={practice.waiting}
                    closed={!canAddLine(practice) || ended}
                    ended={ended}
                    draft={practice.draft}
                    onDraftChange={practice.setDraft}
                    onSay={practice.say}
                    onStop={practice.stop}
                    onEnd={practice.end}
                  />
                </Dialog.Footer>
              ) : null}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
