import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionLabels } from '../sections';

/** The translated section titles and phrases used on screen, on the clipboard and in the file. */
export function useSectionLabels(): SectionLabels {
  const { t } = useTranslation('chat');
  return useMemo(
    () => ({
      titles: {
        strategy: t('answer.strategy'),
        phone_script: t('answer.phone_script'),
        email: t('answer.email'),
        talking_points: t('answer.talking_points'),
        deadlines: t('answer.deadlines'),
        questions: t('answer.questions'),
      },
      emailSubject: (subject: string) => t('answer.email_subject', { subject }),
      deadlineSource: (source: string) => t('answer.deadline_source', { source }),
    }),
    [t],
  );
}
