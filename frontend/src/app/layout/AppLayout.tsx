import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { CHECKOUT_CANCELLED_PARAM, CHECKOUT_CANCELLED_VALUE } from '@lane/shared';
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { captureReferral } from '../../lib/referral';
import { Live } from '../../hydration/Live';
import { Footer } from './Footer';
import { HEADER_HEIGHT, Header } from './Header';
import { PageFallback } from './PageFallback';
import { PathLanguage } from './PathLanguage';
import { RouteFocus } from './RouteFocus';
import { useDocumentMeta } from './useDocumentMeta';

const MAIN_ID = 'main';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Focus instead of following the #main fragment, which would put it in the URL and the history.
  event.preventDefault();
  main.focus();
}

/**
 * After a cancelled checkout: says no money was taken, once, then drops the marker from the
 * address so a reload or a shared link does not say it again.
 */
function useCheckoutCancelledNote() {
  const { t } = useTranslation();
  const { search, hash, key } = useLocation();
  const navigate = useNavigate();
  const noted = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(CHECKOUT_CANCELLED_PARAM) !== CHECKOUT_CANCELLED_VALUE || noted.current === key) return;
    noted.current = key;
    toaster.create({
      type: 'info',
      title: t('checkout_cancelled.title'),
      description: t('checkout_cancelled.description'),
    });
    params.delete(CHECKOUT_CANCELLED_PARAM);
    const rest = params.toString();
    navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, hash, key, navigate, t]);
}

function Shell() {
  const { t } = useTranslation();
  const { search } = useLocation();
  useDocumentMeta();
  // A partner's ?ref= or ?via= counts for the whole visit, whichever page it lands on.
  useEffect(() => captureReferral(search), [search]);
  useCheckoutCancelledNote();

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID} onClick={focusMain} zIndex="skipNav">
        {t('skip_to_content')}
      </SkipNavLink>
      <Header />
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        pt={HEADER_HEIGHT}
        outline="none"
        // Anchored sections stop below the fixed header instead of under it.
        css={{ '& [id]': { scrollMarginTop: `calc(${HEADER_HEIGHT} + 1rem)` } }}
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <RouteFocus />
          {/* Tells the entry the page is React's: what was held before that is handed over. */}
          <Live />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}

/** The frame of every page: skip link, fixed header, the page in <main>, footer. */
export function AppLayout() {
  return (
    <PathLanguage>
      {/* Covers the first load of the common catalogue, before there is any text to show. */}
      <Suspense fallback={null}>
        <Shell />
      </Suspense>
    </PathLanguage>
  );
}
