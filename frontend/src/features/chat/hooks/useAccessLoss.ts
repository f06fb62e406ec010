import type { SessionResponse } from '@lane/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureBody, useFailureToast } from '../../../lib/api-errors';
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

  const { showFailure, sharedCopy } = useFailureToast();

  const expired = (durationHours: number | undefined) => {
    const length = durationHours === undefined ? undefined : passLength(durationHours);
    return {
      title: t('access.expired_title'),
      description: length
        ? t(`access.expired_${length.unit}`, { amount: length.amount })
        : t('access.expired_unknown'),
    };
  };

  return (error: unknown) => {
    clearAdminHint();
    showFailure(error, {
      expired: () => expired(failureBody(error)?.durationHours),
      no_session: () => {
        const ranOut = endedDuration(knownPass?.current, Date.now());
        return ranOut !== undefined
          ? expired(ranOut)
          : {
              type: 'info',
              title: t('access.no_session_title'),
              description: t('access.no_session_description'),
            };
      },
      otherwise: sharedCopy('access_check'),
    });
    navigate(landingPath, { replace: true });
  };
}
