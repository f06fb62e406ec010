import { ADMIN_CODE_LENGTH, ADMIN_CODE_TTL_MINUTES } from '@lane/shared';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';

interface AdminCodeFormProps {
  email: string;
  pending: boolean;
  /** Resolves false when the code was refused. */
  onSubmit: (code: string) => Promise<boolean>;
  onBack: () => void;
}

export function AdminCodeForm({ email, pending, onSubmit, onBack }: AdminCodeFormProps) {
  const { t } = useTranslation('access');
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onSubmit(code)) return;
    // A refused code is useless; start the next try from an empty, focused field.
    setCode('');
    inputRef.current?.focus();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {t('admin.heading')}
        </Heading>
        <Text>{t('admin.intro', { email, minutes: ADMIN_CODE_TTL_MINUTES })}</Text>
        <FormField
          label={t('admin.code_label')}
          required
          ref={inputRef}
          // The code step replaces the email form, so the field the admin needs next gets the focus.
          autoFocus
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // One extra character so a code pasted as "123 456" still fits; spaces are dropped on submit.
          maxLength={ADMIN_CODE_LENGTH + 1}
          size="lg"
          letterSpacing="0.3em"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitButton size="lg" loading={pending} loadingText={t('admin.submitting')}>
          {t('admin.submit')}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onBack} disabled={pending}>
          {t('admin.back')}
        </Button>
      </Stack>
    </form>
  );
}
