import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/language';
import { readAdminHint } from '../../lib/admin-hint';
import { AdminCodeForm } from './components/AdminCodeForm';
import { BuyAccessView } from './components/BuyAccessView';
import { EmailForm } from './components/EmailForm';
import { useAccessFlow } from './hooks/useAccessFlow';

/** /access and /es/access: the email check that opens a pass. */
export default function AccessPage() {
  const { t } = useTranslation('access');
  const lanePath = useLocalizedPath()('/lane');
  const navigate = useNavigate();
  const flow = useAccessFlow();
  const { view } = flow;

  // A stored admin marker skips the form. It is only a hint: /lane asks the server.
  useEffect(() => {
    if (readAdminHint()) navigate(lanePath, { replace: true });
  }, [navigate, lanePath]);

  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      <Box borderWidth="1px" borderRadius="xl" boxShadow="sm" bg="bg" p={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" size="2xl" color="brand.fg">
              {t('heading')}
            </Heading>
            {view.kind === 'email' ? <Text color="fg.muted">{t('intro')}</Text> : null}
          </Stack>
          {view.kind === 'no_pass' ? (
            <BuyAccessView
              key={view.email}
              title={t('no_pass.title')}
              description={t('no_pass.description', { email: view.email })}
            />
          ) : null}
          {/* The same form stays through the no-pass answer, with the address as typed: a typo is
              fixed in place, not typed again from nothing. */}
          {view.kind === 'email' || view.kind === 'no_pass' ? (
            <Stack gap="4">
              <EmailForm pending={flow.pending} invalid={flow.emailInvalid} onSubmit={flow.submitEmail} />
              <Text fontSize="sm" color="fg.muted">
                {t('privacy_note')}
              </Text>
            </Stack>
          ) : null}
          {view.kind === 'admin_code' ? (
            <AdminCodeForm
              email={view.email}
              pending={flow.pending}
              onSubmit={(code) => flow.submitCode(view.email, code)}
              onBack={flow.backToEmail}
            />
          ) : null}
          {view.kind === 'expired' ? (
            <BuyAccessView
              title={t('expired.title')}
              description={flow.expiredDescription(view.durationHours)}
              nextStep={t('expired.next_step')}
            />
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
