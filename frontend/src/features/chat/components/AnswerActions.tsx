import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AnswerEntry } from '../conversation';
import { useSectionLabels } from '../hooks/useSectionLabels';
import { mailtoHref, presentSections, sectionText } from '../sections';
import { CopyButton } from './CopyButton';
import { MailIcon } from './icons';

/**
 * What a person does with an answer before the call: copy all of it or one part (the phone script,
 * the email...), or open the email in their own mail app. The answer's Markdown already shows every
 * section, so the sections appear here as actions rather than a second copy of the text.
 */
export function AnswerActions({ entry }: { entry: AnswerEntry }) {
  const { t } = useTranslation('chat');
  const labels = useSectionLabels();
  const { sections } = entry;
  const present = sections ? presentSections(sections) : [];

  return (
    <Wrap gap="2" role="group" aria-label={t('answer.actions_label')}>
      <CopyButton text={entry.content} label={t('copy.answer_button')} accessibleLabel={t('copy.answer')} />
      {sections
        ? present.map((id) => (
            <CopyButton
              key={id}
              text={sectionText(id, sections, labels)}
              label={labels.titles[id]}
              accessibleLabel={t('copy.section', { section: labels.titles[id] })}
            />
          ))
        : null}
      {sections && present.includes('email') ? (
        <Button asChild size="xs" variant="solid" colorPalette="brand">
          <a href={mailtoHref(sections.email.subject, sections.email.body)}>
            <MailIcon />
            {t('answer.open_in_email')}
          </a>
        </Button>
      ) : null}
    </Wrap>
  );
}
