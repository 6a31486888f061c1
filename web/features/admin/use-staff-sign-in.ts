import { useState } from 'react';
import type { LoginInput } from '#schema/sign-in-api.ts';
import { ApiError } from '#web/lib/api.ts';
import { useRefocusOnRefusal } from '#web/lib/form-validation.ts';
import { useLogin } from './api/admin-session.ts';
import { useLoginForm } from './use-login-form.ts';

/**
 * Whether the form shows the authenticator's code: `hidden` at first; `required` once the server asked for it
 * (`totp_required`, only after a right password); `offered` after a refusal for too many tries, which the server
 * answers before it checks anything, alike for everyone: a try with a current code is counted apart from other
 * people's failures (docs/design.md §2), so a person with a second factor can sign in at once with it.
 */
export type CodeStep = 'hidden' | 'offered' | 'required';

const refusedWith = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/** A failure to show: not the request for the code, which is the next step of signing in. */
const failureOf = (error: Error | null): Error | null => (refusedWith(error, 'totp_required') ? null : error);

function nextCodeStep(step: CodeStep, error: Error): CodeStep {
  if (refusedWith(error, 'totp_required')) return 'required';
  if (refusedWith(error, 'rate_limited') && step === 'hidden') return 'offered';
  return step;
}

/** The code to send: whatever the visible field holds (required means checked already), never an empty one. */
const codeToSend = (step: CodeStep, code: string | undefined) => (step !== 'hidden' && code?.trim() ? { code: code.trim() } : {});

/**
 * The sign-in both the dialog and the /admin/login page run: the form, the mutation, the code step (above), whose
 * field stays until the form closes, and the failure to show, if any.
 */
export function useStaffSignIn() {
  const [codeStep, setCodeStep] = useState<CodeStep>('hidden');
  const form = useLoginForm(codeStep === 'required');
  const signIn = useLogin();
  const failure = failureOf(signIn.error);
  // The code field when it shows (a wrong code, or one offered after a rate limit), else the password.
  useRefocusOnRefusal(failure, () => form.getInputNode(codeStep === 'hidden' ? 'password' : 'code'));

  const send = (values: LoginInput, onSuccess: () => void, onFailure?: (error: Error) => void) =>
    signIn.mutate(
      { username: values.username, password: values.password, ...codeToSend(codeStep, values.code) },
      {
        onSuccess,
        onError: (error) => {
          setCodeStep((step) => nextCodeStep(step, error));
          if (failureOf(error)) onFailure?.(error);
        },
      },
    );

  const reset = () => {
    form.reset();
    signIn.reset();
    setCodeStep('hidden');
  };

  return { form, signIn, codeStep, failure, send, reset };
}
