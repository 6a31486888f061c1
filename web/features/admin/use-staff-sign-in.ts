import { useState } from 'react';
import type { LoginInput } from '#schema/sign-in-api.ts';
import { ApiError } from '#web/lib/api.ts';
import { useLogin } from './api/admin-session.ts';
import { useLoginForm } from './use-login-form.ts';

/**
 * The sign-in both the dialog and the /admin/login page run: the form, the mutation, and whether the server
 * asked for the authenticator's code (`totp_required`), after which the code field stays until it closes.
 */
export function useStaffSignIn() {
  const [askCode, setAskCode] = useState(false);
  const form = useLoginForm(askCode);
  const signIn = useLogin();

  const send = (values: LoginInput, onSuccess: () => void, onError?: (error: Error) => void) =>
    signIn.mutate(
      { username: values.username, password: values.password, ...(askCode ? { code: values.code } : {}) },
      {
        onSuccess,
        onError: (error) => {
          // Asking for the code is the next step, not a failure: the code field comes, with its hint, and no red toast.
          if (error instanceof ApiError && error.code === 'totp_required') setAskCode(true);
          else onError?.(error);
        },
      },
    );

  const reset = () => {
    form.reset();
    signIn.reset();
    setAskCode(false);
  };

  return { form, signIn, askCode, send, reset };
}
