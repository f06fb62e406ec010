import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CALL_LOG_LIMITS, type CallLogEntry } from '@lane/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallTime, type LoggedCall } from '../call-log';
import { CallForm } from './CallForm';

interface CallLogPanelProps {
  calls: readonly LoggedCall[];
  /** The pass ended: the log stays on screen (and in Download) but can no longer change. */
  readOnly: boolean;
  onAdd: (entry: CallLogEntry) => boolean;
  onUpdate: (id: string, entry: CallLogEntry) => void;
  onRemove: (id: string) => void;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

/** Where focus goes once a form closes or a call goes: the button that opened it, or "Log a call". */
type FocusTarget = { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * The calls the person logged, beside the conversation (docs/chat-screen.md, "The call log"): a list
 * with Edit and Delete, "Log a call" that opens the form in place, and an empty state. What changed
 * is said in a polite status line, and focus returns to where the person was.
 */
export function CallLogPanel({ calls, readOnly, onAdd, onUpdate, onRemove }: CallLogPanelProps) {
  const { t, i18n } = useTranslation('calls');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const headingId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const editRefs = useRef(new Map<string, HTMLButtonElement>());
  const confirmRef = useRef<HTMLButtonElement>(null);
  const full = calls.length >= CALL_LOG_LIMITS.maxEntries;
  const max = new Intl.NumberFormat(i18n.language).format(CALL_LOG_LIMITS.maxEntries);

  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget.kind === 'edit' ? editRefs.current.get(focusTarget.id) : addRef.current;
    (target ?? addRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // The pass ended with a form open: what was typed can no longer be saved.
  const editing = readOnly ? { kind: 'list' as const } : mode;

  const closeForm = (message = '') => {
    const target: FocusTarget = editing.kind === 'edit' ? { kind: 'edit', id: editing.id } : { kind: 'add' };
    setMode({ kind: 'list' });
    setStatus(message);
    setFocusTarget(target);
  };

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.subtle"
      px={{ base: '4', md: '5' }}
      py="4"
      data-call-log
    >
      <Stack gap="3">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="md" color="brand.fg" id={headingId}>
            {t('log.title')}
          </Heading>
          {!readOnly && editing.kind !== 'add' ? (
            <Button
              ref={addRef}
              colorPalette="brand"
              variant="outline"
              bg="bg"
              minH="44px"
              disabled={full}
              onClick={() => {
                setStatus('');
                setConfirming(null);
                setMode({ kind: 'add' });
              }}
            >
              {t('log.add')}
            </Button>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('log.intro')}
        </Text>
        {editing.kind === 'add' ? (
          <CallForm
            count={calls.length}
            onCancel={() => closeForm()}
            onSave={(entry) => {
              if (onAdd(entry)) closeForm(t('log.saved'));
            }}
          />
        ) : null}
        {calls.length === 0 && editing.kind !== 'add' ? (
          <Text data-call-log-empty>{t('log.empty')}</Text>
        ) : null}
        {calls.length > 0 ? (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {calls.map((call) => {
              const time = formatCallTime(call.at, i18n.language);
              if (editing.kind === 'edit' && editing.id === call.id) {
                return (
                  <li key={call.id}>
                    <CallForm
                      initial={call}
                      count={calls.length - 1}
                      onCancel={() => closeForm()}
                      onSave={(entry) => {
                        onUpdate(call.id, entry);
                        closeForm(t('log.updated'));
                      }}
                    />
                  </li>
                );
              }
              return (
                <Box as="li" key={call.id} borderWidth="1px" borderRadius="lg" bg="bg" p="4" data-call>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{time}</Text>
                    {call.rep ? (
                      <Text>
                        <Box as="span" color="fg.muted">
                          {t('log.rep')}:
                        </Box>{' '}
                        {call.rep}
                      </Text>
                    ) : null}
                    {call.reference ? (
                      <Text>
                        <Box as="span" color="fg.muted">
                          {t('log.reference')}:
                        </Box>{' '}
                        {call.reference}
                      </Text>
                    ) : null}
                    {call.promised ? (
                      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                        <Box as="span" color="fg.muted">
                          {t('log.promised')}:
                        </Box>{' '}
                        {call.promised}
                      </Text>
                    ) : null}
                  </Stack>
                  {readOnly ? null : confirming === call.id ? (
                    <Stack gap="2" mt="3" role="group" aria-label={t('log.delete_confirm')}>
                      <Text fontWeight="medium">{t('log.delete_confirm')}</Text>
                      <HStack gap="2" wrap="wrap">
                        <Button
                          ref={confirmRef}
                          colorPalette="red"
                          minH="44px"
                          onClick={() => {
                            onRemove(call.id);
                            setConfirming(null);
                            setStatus(t('log.deleted'));
                            setFocusTarget({ kind: 'add' });
                          }}
                        >
                          {t('log.delete_yes')}
                        </Button>
                        <Button
                          variant="outline"
                          minH="44px"
                          onClick={() => {
                            setConfirming(null);
                            setFocusTarget({ kind: 'edit', id: call.id });
                          }}
                        >
                          {t('log.delete_no')}
                        </Button>
                      </HStack>
                    </Stack>
                  ) : (
                    <HStack gap="2" mt="3" wrap="wrap">
                      <Button
                        ref={(node) => {
                          if (node) editRefs.current.set(call.id, node);
                          else editRefs.current.delete(call.id);
                        }}
                        variant="outline"
                        minH="44px"
                        aria-label={t('log.edit_label', { time })}
                        onClick={() => {
                          setStatus('');
                          setConfirming(null);
                          setMode({ kind: 'edit', id: call.id });
                        }}
                      >
                        {t('log.edit')}
                      </Button>
                      <Button
                        variant="outline"
                        colorPalette="red"
                        minH="44px"
                        aria-label={t('log.delete_label', { time })}
                        onClick={() => {
                          setStatus('');
                          setConfirming(call.id);
                        }}
                      >
                        {t('log.delete')}
                      </Button>
                    </HStack>
                  )}
                </Box>
              );
            })}
          </Stack>
        ) : null}
        {full && !readOnly ? (
          <Text fontSize="sm" color="fg.muted">
            {t('log.full', { max })}
          </Text>
        ) : null}
        <Text role="status" aria-live="polite" fontSize="sm" color="green.fg" minH={status ? undefined : '0'}>
          {status}
        </Text>
      </Stack>
    </Box>
  );
}
