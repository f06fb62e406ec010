import { ADMIN_CODE_LENGTH, isValidAccessEmail, normalizeEmail } from '@lane/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../components/ui/toaster';
import { failureBody, useFailureToast } from '../../../lib/api-errors';
import { useLanguage, useLocalizedPath } from '../../../lib/language';
import { storeAdminHint } from '../../../lib/admin-hint';
import { checkAccess, verifyAdminCode } from '../api/access';
import { msUntil, passLength, timeLeft } from '../../../lib/pass-length';
import { usePassEmail } from '../../../lib/pass-email';

/** What the access screen shows: the form, the admin's code step, or one of the two Buy Access views. */
type AccessView =
  | { kind: 'email' }
  | { kind: 'admin_code'; email: string }
  | { kind: 'no_pass'; email: string }
  | { kind: 'expired'; durationHours: number | undefined };

const CODE_PATTERN = new RegExp(`^\\d{${ADMIN_CODE_LENGTH}}$`);

/** The access check, decided by the server (docs/architecture.md, "The session"): one call, one view or toast per answer. */
export function useAccessFlow() {
  const { t } = useTranslation('access');
  const language = useLanguage();
  const lanePath = useLocalizedPath()('/lane');
  const navigate = useNavigate();
  const [view, setView] = useState<AccessView>({ kind: 'email' });
  const [pending, setPending] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const passEmail = usePassEmail();
  const { showFailure, sharedCopy } = useFailureToast();
  const accessCheckFailed = sharedCopy('access_check');

  const showInvalidEmail = () => {
    setEmailInvalid(true);
    toaster.create({
      type: 'error',
      title: t('invalid_email.title'),
      description: t('invalid_email.description'),
    });
  };

  const expiredDescription = (durationHours: number | undefined) => {
    if (durationHours === undefined) return t('expired.unknown');
    const { unit, amount } = passLength(durationHours);
    return t(`expired.${unit}`, { amount });
  };

  const grantedDescription = (remainingHours: number, expiresAt: string) => {
    const ms = msUntil(expiresAt, Date.now());
    const left = timeLeft(Number.isFinite(ms) ? ms : remainingHours * 3_600_000);
    return left.unit === 'hours_minutes'
      ? t('granted.hours_minutes', { count: left.minutes })
      : t(`granted.${left.unit}`, { count: left.count });
  };

  async function submitEmail(rawEmail: string): Promise<void> {
    if (!isValidAccessEmail(rawEmail)) {
      showInvalidEmail();
      return;
    }
    setEmailInvalid(false);
    const email = normalizeEmail(rawEmail);
    setPending(true);
    try {
      const access = await checkAccess(email, language);
      if (access.role === 'admin') {
        setView({ kind: 'admin_code', email });
        return;
      }
      toaster.create({
        type: 'success',
        title: t('granted.title'),
        description: grantedDescription(access.remainingHours, access.expiresAt),
      });
      passEmail.value = email;
      navigate(lanePath);
    } catch (error) {
      showFailure(error, {
        no_pass: () => setView({ kind: 'no_pass', email }),
        expired: () => {
          const durationHours = failureBody(error)?.durationHours;
          setView({ kind: 'expired', durationHours });
          return { title: t('expired.title'), description: expiredDescription(durationHours) };
        },
        invalid_email: showInvalidEmail,
        otherwise: accessCheckFailed,
      });
    } finally {
      setPending(false);
    }
  }

  /** Resolves false when the code was refused, so the form can clear it for another try. */
  async function submitCode(email: string, rawCode: string): Promise<boolean> {
    // People paste codes as "123 456"; the digits are what count.
    const code = rawCode.replace(/\s/g, '');
    if (!CODE_PATTERN.test(code)) {
      toaster.create({
        type: 'error',
        title: t('admin.invalid_format.title'),
        description: t('admin.invalid_format.description'),
      });
      return false;
    }
    setPending(true);
    try {
      await verifyAdminCode(email, code);
      storeAdminHint(email);
      passEmail.value = null;
      toaster.create({
        type: 'success',
        title: t('admin.granted.title'),
        description: t('admin.granted.description'),
      });
      navigate(lanePath);
      return true;
    } catch (error) {
      showFailure(error, {
        invalid_code: {
          title: t('admin.invalid_code.title'),
          description: t('admin.invalid_code.description'),
        },
        rate_limited: { description: t('admin.rate_limited.description') },
        otherwise: accessCheckFailed,
      });
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    view,
    pending,
    emailInvalid,
    submitEmail,
    submitCode,
    backToEmail: () => setView({ kind: 'email' }),
    expiredDescription,
  };
}
