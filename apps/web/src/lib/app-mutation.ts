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
import { useMessageTranslator } from './form-messages';

/** Thrown by a mutation function that preview mode reached anyway: nothing was sent. */
export class PreviewModeError extends Error {
  constructor() {
    super('Admin preview mode sends nothing');
    this.name = 'PreviewModeError';
  }
}

/** The toast a simulated call shows: i18n keys. */
export type PreviewToast = { title: string; description?: string };

/** Spec section 4, "Admin mode": "saves and sends are simulated with no server writes". */
const simulatedSave: PreviewToast = {
  title: 'adminMode.simulatedSave',
  description: 'adminMode.simulated',
};

/** Spec product.md section 4: a like, pass, answer, block or report in preview mode. */
export const nothingSentToast: PreviewToast = { title: 'likes.toast.preview' };

export type AppMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What a simulated call says; the spec's "Saved (simulated)" unless a screen has its own. */
  previewToast?: PreviewToast;
  /**
   * Sign-out only: it ends the admin's own session, which the preview does not simulate
   * (details: "logout from it goes to /az"). Every other call is simulated in preview mode.
   */
  sendsInPreview?: true;
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
  isPreview: boolean;
};

/**
 * The toast of a call admin preview mode simulated. For the one write that is not a mutation
 * (a chat message goes over the socket); every mutation shows it through `useAppMutation`.
 */
export function useSimulatedToast(): (previewToast?: PreviewToast) => void {
  const translate = useMessageTranslator();
  return useCallback(
    (previewToast = simulatedSave) =>
      toast.success(translate(previewToast.title), {
        description: previewToast.description ? translate(previewToast.description) : undefined,
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
  previewToast = simulatedSave,
  sendsInPreview,
  onError,
  ...options
}: AppMutationOptions<TData, TVariables, TContext>): AppMutation<TData, TVariables, TContext> {
  const translate = useMessageTranslator();
  const simulated = useSimulatedToast();
  const isPreview = useAdminMode().isOn && !sendsInPreview;
  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...options,
    mutationFn: isPreview ? () => Promise.reject(new PreviewModeError()) : mutationFn,
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
      if (!isPreview) return send(variables, sendCallbacks);
      simulated(previewToast);
      onSimulated?.(variables);
    },
    [isPreview, send, simulated, previewToast],
  );

  // `mutateAsync` is left out: it would be a second way past the preview check.
  const { mutateAsync: _sendAsync, ...state } = mutation;
  return { ...state, mutate, isPreview };
}
