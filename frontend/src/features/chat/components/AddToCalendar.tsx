import { Box, Button, createIcon, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatSections } from '@lane/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deadlineToIcs, icsFileName, ICS_TYPE, isCalendarDate } from '../calendar';
import { callMoment } from '../call-log';
import { saveTextFile } from '../transcript';

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

/**
 * The last day of a deadline the engine computed, and "Add to calendar": an `.ics` file made here
 * in the browser (calendar.ts) and saved like Download, nothing sent anywhere. A deadline without a
 * date (one that depends on something the person has not said) gets no button.
 */
export function AddToCalendar({ deadline }: { deadline: Deadline }) {
  const { t, i18n } = useTranslation('calls');
  const [saved, setSaved] = useState(false);
  const date = deadline.date;
  if (!date || !isCalendarDate(date)) return null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(callMoment(date));

  const add = () => {
    const ics = deadlineToIcs(
      { ...deadline, date },
      {
        source: (source) => t('calendar.source', { source }),
        reminder: (title) => t('calendar.reminder', { title }),
      },
      new Date(),
    );
    saveTextFile(icsFileName(date), ics, ICS_TYPE);
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
