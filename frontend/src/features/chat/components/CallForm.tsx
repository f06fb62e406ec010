import { Button, chakra, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { CALL_LOG_LIMITS, type CallLogEntry } from '@lane/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCall, localDateTime, type CallDraft, type CallErrors } from '../call-log';

interface CallFormProps {
  /** The call being edited; a new one starts blank, its time now. */
  initial?: CallLogEntry;
  /** How many calls are logged besides this one (a new call past the limit is refused). */
  count: number;
  onSave: (entry: CallLogEntry) => void;
  onCancel: () => void;
}

const FIELDS = ['rep', 'reference', 'at', 'promised'] as const;

// The field recipe's own error red is under 4.5:1 on white; the theme's red.fg reads (axe, WCAG 1.4.3).
const ERROR_COLOR = 'red.fg';

/**
 * One call, noted fast on a phone: four fields with large targets, the time already filled in.
 * Saving checks it as the server would (call-log.ts `checkCall`) and says what is missing under the
 * field it is about; Escape cancels.
 */
export function CallForm({ initial, count, onSave, onCancel }: CallFormProps) {
  const { t, i18n } = useTranslation('calls');
  const [draft, setDraft] = useState<CallDraft>(
    () => initial ?? { rep: '', reference: '', at: localDateTime(new Date()), promised: '' },
  );
  const [errors, setErrors] = useState<CallErrors>({});
  const headingId = useId();
  const refs = {
    rep: useRef<HTMLInputElement>(null),
    reference: useRef<HTMLInputElement>(null),
    at: useRef<HTMLInputElement>(null),
    promised: useRef<HTMLTextAreaElement>(null),
  };
  const number = new Intl.NumberFormat(i18n.language);

  // The form opened where the person asked for it: start typing at once.
  useEffect(() => refs.rep.current?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (field: keyof CallDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field] || errors.form === 'empty') setErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCall(draft, count);
    if (checked.entry) {
      onSave(checked.entry);
      return;
    }
    setErrors(checked.errors);
    const first = FIELDS.find((field) => checked.errors[field]) ?? 'rep';
    refs[first].current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  const tooLong = (field: 'rep' | 'reference' | 'promised', max: number) =>
    errors[field] === 'too_long'
      ? t(`form.errors.${field}_too_long`, { max: number.format(max) })
      : undefined;
  const full =
    errors.form === 'full'
      ? t('form.errors.full', { max: number.format(CALL_LOG_LIMITS.maxEntries) })
      : undefined;
  // With nothing noted, the three fields that could hold it are the ones to fix; the message sits under
  // the first, where focus goes, and describes it.
  const emptyField = errors.form === 'empty';

  return (
    <chakra.form
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="lg"
      p="4"
      bg="bg"
      // On a phone the composer sticks to the bottom of the screen: a field or button that takes
      // focus scrolls clear of it instead of behind it.
      css={{ '& :is(input, textarea, button)': { scrollMarginBottom: '11rem' } }}
      data-call-form
    >
      <Stack gap="4">
        <Text as="h4" id={headingId} fontWeight="semibold" fontSize="lg">
          {initial ? t('form.edit_title') : t('form.add_title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('form.hint')}
        </Text>
        <Field.Root invalid={errors.rep !== undefined || emptyField}>
          <Field.Label>{t('form.rep')}</Field.Label>
          <Input
            ref={refs.rep}
            size="lg"
            autoComplete="off"
            maxLength={CALL_LOG_LIMITS.repChars}
            value={draft.rep}
            onChange={(event) => change('rep')(event.target.value)}
          />
          {tooLong('rep', CALL_LOG_LIMITS.repChars) || emptyField ? (
            <Field.ErrorText color={ERROR_COLOR}>
              {tooLong('rep', CALL_LOG_LIMITS.repChars) ?? t('form.errors.empty')}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root invalid={errors.reference !== undefined || emptyField}>
          <Field.Label>{t('form.reference')}</Field.Label>
          <Input
            ref={refs.reference}
            size="lg"
            autoComplete="off"
            maxLength={CALL_LOG_LIMITS.referenceChars}
            value={draft.reference}
            onChange={(event) => change('reference')(event.target.value)}
          />
          {tooLong('reference', CALL_LOG_LIMITS.referenceChars) ? (
            <Field.ErrorText color={ERROR_COLOR}>
              {tooLong('reference', CALL_LOG_LIMITS.referenceChars)}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root invalid={errors.at !== undefined}>
          <Field.Label>{t('form.at')}</Field.Label>
          <Input
            ref={refs.at}
            size="lg"
            type="datetime-local"
            value={draft.at}
            onChange={(event) => change('at')(event.target.value)}
          />
          {errors.at ? <Field.ErrorText color={ERROR_COLOR}>{t('form.errors.when')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={errors.promised !== undefined || emptyField}>
          <Field.Label>{t('form.promised')}</Field.Label>
          <Textarea
            ref={refs.promised}
            rows={3}
            size="lg"
            maxLength={CALL_LOG_LIMITS.promisedChars}
            placeholder={t('form.promised_placeholder')}
            value={draft.promised}
            onChange={(event) => change('promised')(event.target.value)}
          />
          {tooLong('promised', CALL_LOG_LIMITS.promisedChars) ? (
            <Field.ErrorText color={ERROR_COLOR}>
              {tooLong('promised', CALL_LOG_LIMITS.promisedChars)}
            </Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('form.counter', {
                used: number.format(draft.promised.length),
                max: number.format(CALL_LOG_LIMITS.promisedChars),
              })}
            </Field.HelperText>
          )}
        </Field.Root>
        {full ? (
          <Text role="alert" color="red.fg" fontWeight="medium">
            {full}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="lg" flexGrow={{ base: 1, sm: 0 }}>
            {t('form.save')}
          </Button>
          <Button type="button" variant="outline" size="lg" flexGrow={{ base: 1, sm: 0 }} onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
