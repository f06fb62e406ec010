import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../components/ui/toaster';
import { ApiError } from './api-error';

export { ApiError };

/** Why a call failed: the shared error code of an ApiError, or `unexpected` for anything else. */
type FailureCode = ApiError['code'] | 'unexpected';

export function failureCode(error: unknown): FailureCode {
  return error instanceof ApiError ? error.code : 'unexpected';
}

/** The body of a refusal, when the server sent one (an `expired` answer's `durationHours`, …). */
export function failureBody(error: unknown): ApiError['body'] {
  return error instanceof ApiError ? error.body : undefined;
}

/** A toast's translated copy; a feature's exception may give either half and keep the app's other. */
interface FailureToast {
  title: string;
  description: string;
  /** 'error' unless said otherwise: 'info' for what is not a fault (no session yet). */
  type?: 'error' | 'info';
}

/**
 * What a feature does for one code instead of the app's toast: its own copy, or a function that
 * does something else (shows a view, marks a field) and returns the copy to show, if any.
 */
type FailureException =
  Partial<FailureToast> | ((error: unknown) => Partial<FailureToast> | undefined | void);

type FailureExceptions = Partial<Record<FailureCode, FailureException>> & {
  /** The feature's toast for any failure that neither it nor the app names: what the call was for. */
  otherwise: FailureToast;
};

/** Copy more than one feature shows, in common.json `errors`. */
type SharedCopy = 'rate_limited' | 'access_check';

/** The toasts every feature shows for these codes unless it passes its own. */
const APP_TOASTS: Partial<Record<FailureCode, SharedCopy>> = { rate_limited: 'rate_limited' };

/**
 * The one error → toast map. `showFailure(error, exceptions)` puts up the toast of a failed call —
 * the feature's exception for its code if it passes one, else the app's toast for the code, else
 * the feature's `otherwise` — and returns the toast's id (undefined when an exception showed none).
 * `sharedCopy(name)` is copy two features say alike (a failed access check).
 */
export function useFailureToast() {
  const { t } = useTranslation('common');
  const sharedCopy = useCallback(
    (name: SharedCopy): FailureToast => ({
      title: t(`errors.${name}.title`),
      description: t(`errors.${name}.description`),
    }),
    [t],
  );
  const showFailure = useCallback(
    (error: unknown, exceptions: FailureExceptions): string | undefined => {
      const code = failureCode(error);
      const exception = exceptions[code];
      const own = typeof exception === 'function' ? exception(error) : exception;
      if (typeof exception === 'function' && !own) return undefined;
      const shared = APP_TOASTS[code];
      const toast = { ...(shared ? sharedCopy(shared) : exceptions.otherwise), ...own };
      return toaster.create({
        type: toast.type ?? 'error',
        title: toast.title,
        description: toast.description,
      });
    },
    [sharedCopy],
  );
  return { showFailure, sharedCopy };
}
