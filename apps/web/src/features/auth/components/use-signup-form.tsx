import type { TSignupRequest } from "@jobatlas/contract";
import { useState, type ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { useApiForm, type ApiForm, type ApiFormOptions } from "@/lib/use-api-form";
import { useSignUp } from "../api/sign-up";
import { CheckInbox } from "./check-inbox";

/**
 * The setup both sign-up forms share (seeker and account opening): the form (useApiForm), the
 * POST /capi/signup, and "check your inbox" once sent. Render `sent` instead of the form when set.
 */
export function useSignUpForm<TInput extends FieldValues, TOutput extends FieldValues & { email: string }>({
  toRequest,
  ...options
}: Omit<ApiFormOptions<TInput, TOutput>, "onSubmit"> & {
  toRequest: (values: TOutput) => TSignupRequest;
}): ApiForm<TInput, TOutput> & { sent: ReactNode } {
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string>();
  const form = useApiForm({
    ...options,
    onSubmit: async (values) => {
      await signUp.mutateAsync(toRequest(values));
      setSentTo(values.email);
    },
  });
  const sent: ReactNode =
    sentTo === undefined ? null : (
      <CheckInbox
        email={sentTo}
        onAgain={() => {
          form.reset();
          setSentTo(undefined);
        }}
      />
    );
  return { ...form, sent };
}
