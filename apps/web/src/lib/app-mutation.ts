import {
  useMutation,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { useCallback } from 'react';
import { toast } from './toast';
import { useAdminMode } from './admin-mode';
import { ApiError } from './api-client';
import { PreviewModeError } from './preview/preview-state';
import { useMessageTranslator } from './form-messages';

/** The toast a simulated call shows: i18n keys. */
export type SimulatedToast = { title: string; description?: string };

/** Spec section 4, "Admin mode": "saves and sends are simulated with no server writes". */
const simulatedSave: SimulatedToast = {
  title: 'adminMode.simulatedSave',
  description: 'adminMode.simulated',
};

/** Spec product.md section 4: a like, pass, answer, block or report in preview mode. */
export const nothingSentToast: SimulatedToast = { title: 'likes.toast.preview' };

/** Spec section 4, "Admin mode": an admin's submit of the sign-up wizard creates nothing. */
export const stepsReviewedToast: SimulatedToast = { title: 'adminMode.signUpPreviewed' };

export type AppMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What a simulated call says; the spec's "Saved (simulated)" unless a screen has its own. */
  simulatedToast?: SimulatedToast;
  /**
   * Sign-out only: it ends the admin's own session, which the preview does not simulate
   * (details: "logout from it goes to /az"). Every other call is simulated in preview mode.
   */
  endsSession?: true;
};

export type AppMutateOptions<TData, TVariables, TContext> = MutateOptions<
  TData,
  Error,
  TVariables,
  TContext
> & {
  /** Runs instead of `onSuccess` when preview mode simulated the call (it has no answer). */
  onSimulated?: (variables: TVariables) => void;
};

/** Omit over each state of the result, so `isPending` still narrows `variables`. */
type StatesWithout<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type AppMutation<TData, TVariables, TContext> = StatesWithout<
  UseMutationResult<TData, Error, TVariables, TContext>,
  'mutate' | 'mutateAsync'
> & {
  mutate: (variables: TVariables, options?: AppMutateOptions<TData, TVariables, TContext>) => void;
  /** True while admin preview mode simulates this call instead of sending it. */
  isSimulated: boolean;
};

/** The toast of a call admin preview mode simulated. */
function useSimulatedToast(): (shown: SimulatedToast) => void {
  const translate = useMessageTranslator();
  return useCallback(
    (shown) =>
      toast.success(translate(shown.title), {
        description: shown.description ? translate(shown.description) : undefined,
        duration: TOAST_DURATION_MS.success,
      }),
    [translate],
  );
}

/**
 * Every write of the app goes through here (ESLint refuses `useMutation` elsewhere), so admin
 * preview mode is checked in one place: while it is on, `mutate` shows the simulated toast and
 * sends nothing, and the mutation function itself refuses to run. A 503 says the service is
 * unavailable once, whichever screen asked; the screen keeps what was typed.
 */
export function useAppMutation<TData, TVariables = void, TContext = unknown>({
  mutationFn,
  simulatedToast = simulatedSave,
  endsSession,
  onError,
  ...options
}: AppMutationOptions<TData, TVariables, TContext>): AppMutation<TData, TVariables, TContext> {
  const translate = useMessageTranslator();
  const simulated = useSimulatedToast();
  const isSimulated = useAdminMode().isOn && !endsSession;
  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...options,
    mutationFn: isSimulated ? () => Promise.reject(new PreviewModeError()) : mutationFn,
    onError: (error, ...rest) => {
      if (error instanceof ApiError && error.code === 'SERVICE_UNAVAILABLE') {
        toast.error(translate('errors.SERVICE_UNAVAILABLE'), { id: 'service-unavailable' });
      }
      return onError?.(error, ...rest);
    },
  });
  const send = mutation.mutate;

  const mutate = useCallback(
    (variables: TVariables, callbacks?: AppMutateOptions<TData, TVariables, TContext>) => {
      const { onSimulated, ...sendCallbacks } = callbacks ?? {};
      if (!isSimulated) return send(variables, sendCallbacks);
      simulated(simulatedToast);
      onSimulated?.(variables);
    },
    [isSimulated, send, simulated, simulatedToast],
  );

  // `mutateAsync` is left out: it would be a second way past the preview check.
  const { mutateAsync: _sendAsync, ...state } = mutation;
  return { ...state, mutate, isSimulated };
}
