import { Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';

interface EmailFormProps {
  pending: boolean;
  invalid: boolean;
  onSubmit: (email: string) => void;
}

export function EmailForm({ pending, invalid, onSubmit }: EmailFormProps) {
  const { t } = useTranslation('access');
  const [email, setEmail] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(email);
  };

  return (
    // noValidate: the browser's own bubble would speak the browser's language, not the page's;
    // the email check below answers with the toast in the page's language instead.
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="4">
        <FormField
          label={t('form.email_label')}
          required
          requiredIndicator
          invalid={invalid}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          size="lg"
          placeholder={t('form.email_placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton size="lg" loading={pending} loadingText={t('form.submitting')}>
          {t('form.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
