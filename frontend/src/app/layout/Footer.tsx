import { Box, Container, Flex, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LANGUAGES, SUPPORT_EMAIL, localizePath } from '@lane/shared';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLanguage, useLocalizedPath } from '../../lib/language';
import { LanguageSwitchLink } from './LanguageSwitchLink';
import { LogoMark } from './LogoMark';
import { pageOfPath } from './page-meta';

const linkProps = {
  color: 'brand.contrast',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'brand.line',
  _hover: { textDecorationColor: 'brand.contrast' },
  focusRingColor: 'gold.solid',
} as const;

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();

/**
 * This year; while hydrating, the year the page was prerendered in (the build's), so the first
 * client render matches the HTML and a page built last December still updates after it.
 */
function useYear(): number {
  return useSyncExternalStore(noSubscription, currentYear, () => __LANE_BUILD_YEAR__);
}

/** The footer: brand, language toggle, privacy/terms/access in the page's language, copyright, not-a-lawyer note. */
export function Footer() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const year = useYear();
  // From the chat, the legal pages open beside it: reading the terms never costs the conversation.
  const newTab =
    pageOfPath(location.pathname) === '/lane'
      ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
      : null;
  const newTabNote = newTab ? <VisuallyHidden> {t('footer.new_tab')}</VisuallyHidden> : null;
  // Privacy and terms follow newTab (beside the chat); the access link always opens in place.
  const legalLinks = [
    { to: '/privacy', label: t('footer.privacy'), opensBeside: true },
    { to: '/terms', label: t('footer.terms'), opensBeside: true },
    { to: '/access', label: t('footer.access'), opensBeside: false },
  ] as const;

  return (
    <Box as="footer" bg="brand.ink" color="brand.muted" py={{ base: '10', md: '12' }}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="3" maxW="sm">
            <Link
              asChild
              color="brand.contrast"
              display="inline-flex"
              alignItems="center"
              gap="2"
              w="fit-content"
              focusRingColor="gold.solid"
            >
              <RouterLink to={localize('/')} aria-label={t('header.home_label')}>
                <LogoMark boxSize="7" />
                <Text as="span" fontSize="lg" fontWeight="extrabold">
                  {t('brand')}
                </Text>
              </RouterLink>
            </Link>
            <Text>{t('footer.tagline')}</Text>
            <Text>
              {t('footer.support')}{' '}
              <Link href={`mailto:${SUPPORT_EMAIL}`} {...linkProps}>
                {SUPPORT_EMAIL}
              </Link>
            </Text>
          </Stack>

          <Flex gap={{ base: '8', sm: '16' }} wrap="wrap">
            <Box as="nav" aria-label={t('footer.legal_nav_label')}>
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {legalLinks.map(({ to, label, opensBeside }) => (
                  <li key={to}>
                    <Link asChild {...linkProps}>
                      <RouterLink to={localize(to)} {...(opensBeside ? newTab : null)}>
                        {label}
                        {opensBeside ? newTabNote : null}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>

            <Box as="nav" aria-label={t('language.label')}>
              <Text
                as="span"
                display="block"
                fontWeight="semibold"
                color="brand.contrast"
                mb="2"
                aria-hidden="true"
              >
                {t('language.label')}
              </Text>
              <HStack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {LANGUAGES.map((code) => (
                  <li key={code}>
                    {code === language ? (
                      <Text
                        as="span"
                        lang={code}
                        fontWeight="bold"
                        color="brand.contrast"
                        aria-current="true"
                      >
                        {t(`language.${code}`)}
                      </Text>
                    ) : (
                      <Link asChild {...linkProps}>
                        <LanguageSwitchLink
                          to={`${localizePath(location.pathname, code)}${location.search}${location.hash}`}
                          language={code}
                        >
                          {t(`language.${code}`)}
                        </LanguageSwitchLink>
                      </Link>
                    )}
                  </li>
                ))}
              </HStack>
            </Box>
          </Flex>
        </Flex>

        <Stack mt="10" pt="6" borderTopWidth="1px" borderColor="brand.rule" gap="3" fontSize="sm">
          <Text>{t('footer.not_a_lawyer')}</Text>
          <Text>{t('footer.copyright', { year })}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
