import type { SessionResponse } from '@lane/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useLocalizedPath } from '../../../lib/language';
import { clearAdminHint } from '../../../lib/admin-hint';
import { passLength } from '../../../lib/pass-length';

/**
 * The pass's duration when the pass this page was opened with has run out since. The session
 * cookie lives exactly as long as the pass (docs/architecture.md, "The session"), so after the end the browser stops
 * sending it and the server can only say "no session"; the page knows better.
 */
function endedDuration(known: SessionResponse | null | undefined, now: number): number | undefined {
  if (known?.role !== 'user') return undefined;
  return Date.parse(known.expiresAt) <= now ? known.durationHours : undefined;
}

/**
 * Leaves /lane for the landing page when the server refuses the session: the expiry
 * toast with the pass's real duration, a plain "access needed" without a session, or the error toast.
 */
export function useAccessLoss(knownPass?: RefObject<SessionResponse | null>) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const landingPath = useLocalizedPath()('/');

  return (error: unknown) => {
    clearAdminHint();
    const code = error instanceof ApiError ? error.code : undefined;
    const ranOut = code === 'no_session' ? endedDuration(knownPass?.current, Date.now()) : undefined;
    if (code === 'expired' || ranOut !== undefined) {
      const durationHours = ranOut ?? (error instanceof ApiError ? error.body?.durationHours : undefined);
      const length = durationHours === undefined ? undefined : passLength(durationHours);
      toaster.create({
        type: 'error',
        title: t('access.expired_title'),
        description: length
          ? t(`access.expired_${length.unit}`, { amount: length.amount })
          : t('access.expired_unknown'),
      });
    } else if (code === 'no_session') {
      toaster.create({
        type: 'info',
        title: t('access.no_session_title'),
        description: t('access.no_session_description'),
      });
    } else {
      toaster.create({
        type: 'error',
        title: t('access.check_failed_title'),
        description: t('access.check_failed_description'),
      });
    }
    navigate(landingPath, { replace: true });
  };
}
