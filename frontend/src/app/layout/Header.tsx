import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { languageOfPath, togglePathLanguage, type Language } from '@lane/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { CloseIcon, GlobeIcon, MenuIcon } from '../../components/icons';
import { useLocalizedPath } from '../../lib/language';
import { useOpenSession } from '../../lib/open-session';
import { pageOfPath } from './page-meta';
import { LanguageSwitchLink } from './LanguageSwitchLink';
import { LogoMark } from './LogoMark';
import { useScrolledPast } from './useScrolledPast';

/** The header turns white and blurred once the page is scrolled more than 20 px. */
export const HEADER_SCROLL_THRESHOLD = 20;
export const HEADER_HEIGHT = '4rem';

const MOBILE_MENU_ID = 'mobile-menu';

/** The pages a returning visitor with an open pass lands on, where "Continue to Lane" is offered. */
const OFFERS_CONTINUE = new Set(['/', '/access']);

function NavLinks({ direction, language }: { direction: 'row' | 'column'; language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalizedPath();
  const other: Language = language === 'en' ? 'es' : 'en';
  // The same page in the other language, keeping the query (payment-success?session_id=…) and anchor.
  const switchTo = `${togglePathLanguage(location.pathname)}${location.search}${location.hash}`;
  const itemProps = {
    fontWeight: 'semibold',
    color: 'brand.deep',
    px: '3',
    py: '2',
    rounded: 'md',
    _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  } as const;

  return (
    <Stack
      as="ul"
      direction={direction}
      gap={direction === 'row' ? '1' : '0'}
      listStyleType="none"
      m="0"
      p="0"
    >
      <li>
        <Link asChild {...itemProps} display="flex" _currentPage={{ bg: 'brand.subtle' }}>
          <NavLink to={localize('/access')}>{t('header.access')}</NavLink>
        </Link>
      </li>
      <li>
        <Link asChild {...itemProps} display="flex" alignItems="center" gap="2">
          <LanguageSwitchLink to={switchTo} language={other}>
            <GlobeIcon boxSize="4" />
            {t(`language.${other}`)}
          </LanguageSwitchLink>
        </Link>
      </li>
    </Stack>
  );
}

/**
 * Fixed at the top, transparent over the page until it scrolls past the threshold, then
 * white and blurred. Logo home, Access, and the language switch; on small screens the two links
 * move into a menu behind a labelled toggle.
 */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const localize = useLocalizedPath();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const solid = scrolled || menuOpen;
  const hasSession = useOpenSession(OFFERS_CONTINUE.has(pageOfPath(location.pathname) ?? ''));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    }
  };

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      data-scrolled={scrolled ? 'true' : 'false'}
      // Opaque while the menu is open: the page must not show through the links.
      bg={menuOpen ? 'bg.panel' : solid ? 'rgba(255, 255, 255, 0.9)' : 'transparent'}
      backdropFilter={solid ? 'saturate(180%) blur(12px)' : 'none'}
      boxShadow={solid ? 'sm' : 'none'}
      transition="background-color 0.2s ease, box-shadow 0.2s ease"
      onKeyDown={closeOnEscape}
    >
      <nav aria-label={t('header.nav_label')}>
        <Container maxW="6xl" px={{ base: '4', md: '6' }}>
          <Flex h={HEADER_HEIGHT} align="center" justify="space-between">
            <Link
              asChild
              display="inline-flex"
              alignItems="center"
              gap="2"
              color="fg.heading"
              _hover={{ textDecoration: 'none' }}
            >
              <RouterLink to={localize('/')} aria-label={t('header.home_label')}>
                <LogoMark boxSize="8" />
                <Text as="span" fontSize="xl" fontWeight="extrabold" letterSpacing="tight">
                  {t('brand')}
                </Text>
              </RouterLink>
            </Link>

            <HStack gap="2">
              <HStack display={{ base: 'none', md: 'flex' }}>
                <NavLinks direction="row" language={language} />
              </HStack>
              {hasSession ? (
                <Button asChild size="sm" colorPalette="brand" data-continue-to-lane>
                  <RouterLink to={localize('/lane')}>{t('header.continue')}</RouterLink>
                </Button>
              ) : null}

              <IconButton
                ref={toggleRef}
                display={{ base: 'inline-flex', md: 'none' }}
                variant="ghost"
                color="brand.deep"
                aria-label={menuOpen ? t('header.close_menu') : t('header.open_menu')}
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
                onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
            </HStack>
          </Flex>
        </Container>

        <Box
          id={MOBILE_MENU_ID}
          hidden={!menuOpen}
          display={{ md: 'none' }}
          borderTopWidth="1px"
          borderColor="border"
          bg="bg.panel"
          px="4"
          py="3"
        >
          <NavLinks direction="column" language={language} />
        </Box>
      </nav>
    </Box>
  );
}
