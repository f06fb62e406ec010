import { Box, Button, chakra, createIcon, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ChatSections, DeadlineWindow } from '@lane/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { deadlineToIcs, icsFileName, ICS_TYPE, isCalendarDate } from '../calendar';
import { lastDayFrom, type WindowError } from '../calendar-window';
import { callMoment } from '../call-log';
import { localDateStamp, saveTextFile } from '../transcript';

type Deadline = ChatSections['deadlines'][number];

// A calendar page in the line style of components/icons.tsx (Lucide's shape, ISC).
const CalendarIcon = /* @__PURE__ */ createIcon({
  displayName: 'CalendarIcon',
  path: [
    'M8 2v4',
    'M16 2v4',
    'M3 10h18',
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  ].map((d) => (
    <path
      key={d}
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  )),
});

/** "January 23, 2027" / "23 de enero de 2027": a calendar day in the page's language. */
const longDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(callMoment(date));

/** Saves the deadline's `.ics` for `date`, made here (calendar.ts) and saved like Download. */
function saveEvent(deadline: Deadline, date: string, t: TFunction<'calls'>): void {
  const ics = deadlineToIcs(
    { ...deadline, date },
    {
      source: (source) => t('calendar.source', { source }),
      reminder: (title) => t('calendar.reminder', { title }),
    },
    new Date(),
  );
  saveTextFile(icsFileName(date), ics, ICS_TYPE);
}

// The field recipe's own error red is under 4.5:1 on white; the theme's red.fg reads (axe, WCAG 1.4.3).
const ERROR_COLOR = 'red.fg';

/**
 * "Add to calendar" for a deadline: an `.ics` file made here in the browser (calendar.ts) and saved
 * like Download, nothing sent anywhere. A deadline the engine dated shows its last day and saves it;
 * one it could not date, but whose clock it knows (`window`), asks the one date it counts from and
 * counts in the browser (calendar-window.ts). A deadline with neither gets no button.
 */
export function AddToCalendar({ deadline }: { deadline: Deadline }) {
  if (deadline.date && isCalendarDate(deadline.date))
    return <DatedDeadline deadline={deadline} date={deadline.date} />;
  if (deadline.window) return <AskForDate deadline={deadline} window={deadline.window} />;
  return null;
}

function DatedDeadline({ deadline, date }: { deadline: Deadline; date: string }) {
  const { t, i18n } = useTranslation('calls');
  const [saved, setSaved] = useState(false);
  const day = longDay(date, i18n.language);

  const add = () => {
    saveEvent(deadline, date, t);
    setSaved(true);
  };

  return (
    <Stack gap="2" mt="2">
      <Text fontWeight="medium" data-deadline-date={date}>
        {t('calendar.last_day', { date: day })}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" minH="44px" variant="outline" colorPalette="brand" bg="bg" onClick={add}>
          <CalendarIcon />
          {t('calendar.add')}
          <Box as="span" srOnly>
            {`: ${t('calendar.add_detail', { title: deadline.title, date: day })}`}
          </Box>
        </Button>
      </HStack>
      <Text role="status" fontSize="sm" color="fg.muted">
        {saved ? t('calendar.downloaded') : ''}
      </Text>
    </Stack>
  );
}

type Counted = { readonly last: string; readonly passed: boolean };

/**
 * The date the deadline counts from, asked in place: one date field with the question as its label
 * and the count as its hint; an error under the field, where focus goes; Escape or Cancel closes it
 * and focus goes back to the button. The last day is worked out here and said; a day still ahead is
 * saved as an event, a day already past is said plainly, with no event.
 */
function AskForDate({ deadline, window }: { deadline: Deadline; window: DeadlineWindow }) {
  const { t, i18n } = useTranslation('calls');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<WindowError>();
  const [counted, setCounted] = useState<Counted>();
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const formId = useId();
  const errorId = useId();
  const hintId = useId();
  const today = localDateStamp(new Date());

  // The form opened where the person asked for it: the date field takes focus at once.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(undefined);
    // A day said as past goes with the form; a last day saved stays said under the button.
    setCounted((current) => (current?.passed ? undefined : current));
    toggle.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A date typed only in part leaves the field empty but marks it as bad input.
    const answer = lastDayFrom(window, typed, today, field.current?.validity.badInput === true);
    if ('error' in answer) {
      setError(answer.error);
      setCounted(undefined);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setCounted(answer);
    if (answer.passed) return;
    saveEvent(deadline, answer.last, t);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const hint = t(window.business ? 'calendar.window.hint_cooling_off' : 'calendar.window.hint', {
    days: window.days,
  });

  return (
    <Stack gap="2" mt="2" data-deadline-window={window.from}>
      <HStack gap="3" wrap="wrap">
        <Button
          ref={toggle}
          size="sm"
          minH="44px"
          variant="outline"
          colorPalette="brand"
          bg="bg"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <CalendarIcon />
          {t('calendar.add')}
          <Box as="span" srOnly>
            {`: ${deadline.title}`}
          </Box>
        </Button>
      </HStack>
      {open ? (
        <chakra.form
          id={formId}
          noValidate
          onSubmit={submit}
          onKeyDown={onKeyDown}
          aria-label={t('calendar.window.form', { title: deadline.title })}
          borderWidth="1px"
          borderColor="brand.muted"
          borderRadius="lg"
          p="4"
          bg="bg"
          // On a phone the composer sticks to the bottom of the screen: keep what has focus clear of it.
          css={{ '& :is(input, button)': { scrollMarginBottom: '11rem' } }}
        >
          <Stack gap="4">
            <Field.Root invalid={error !== undefined}>
              <Field.Label>{t(`calendar.window.ask.${window.from}`)}</Field.Label>
              <Input
                ref={field}
                type="date"
                size="lg"
                max={today}
                // The message, then the hint: read with the field, the message first when there is one.
                aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setError(undefined);
                  setCounted((current) => (current?.passed ? undefined : current));
                }}
              />
              {error ? (
                <Text id={errorId} color={ERROR_COLOR} fontSize="sm" fontWeight="medium">
                  {t(`calendar.window.errors.${error}`)}
                </Text>
              ) : null}
              <Text id={hintId} color="fg.muted" fontSize="sm">
                {hint}
              </Text>
            </Field.Root>
            {/* A last day already past is said here, beside the button just pressed (on a phone, what
                is under the form can sit behind the composer). */}
            <Text
              role="status"
              fontWeight="medium"
              data-deadline-passed={counted?.passed ? counted.last : undefined}
            >
              {counted?.passed
                ? t('calendar.window.passed', { date: longDay(counted.last, i18n.language) })
                : ''}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" size="lg" flexGrow={{ base: 1, sm: 0 }}>
                {t('calendar.window.save')}
              </Button>
              <Button type="button" variant="outline" size="lg" flexGrow={{ base: 1, sm: 0 }} onClick={close}>
                {t('calendar.window.cancel')}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      ) : null}
      <Stack role="status" aria-atomic="true" gap="1">
        {counted && !counted.passed ? (
          <>
            <Text fontWeight="medium" data-deadline-date={counted.last}>
              {t('calendar.last_day', { date: longDay(counted.last, i18n.language) })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('calendar.downloaded')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
