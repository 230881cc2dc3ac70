import { useState, type MouseEvent, type ReactNode } from "react";
import { useNavigation } from "react-router";
import * as it from "../../copy/it";
import { lastPostFailure, type FailedSubmit } from "./failed-submit";

/**
 * The submit button of every form. Once its form is on its way (with JavaScript: the router's
 * submission, until the next page or the answer is shown) it says so ("Accesso in corso…"), is
 * `aria-disabled` rather than `disabled` so it keeps the focus, and ignores further presses, so a
 * double tap never posts twice. A page with several forms names the one it belongs to by `intent`.
 * With JavaScript, a post of its form that got no answer (the network, a 5xx: decision 142) is said
 * just above it, and pressing it again is the retry.
 */
export function SubmitButton({
  children,
  pendingText = it.pending.default,
  intent,
  variant = "primary",
  disabled = false,
}: {
  children: ReactNode;
  pendingText?: string;
  intent?: string;
  variant?: "primary" | "secondary";
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData !== undefined;
  const pending = submitting && (intent === undefined || navigation.formData?.get("intent") === intent);
  // Its own post's end is read as it happens: a post that failed is said until the next one starts.
  const [post, setPost] = useState<{ pending: boolean; failed?: FailedSubmit | null }>({ pending: false });
  if (pending !== post.pending) setPost({ pending, failed: pending ? null : lastPostFailure() });
  const failed = post.failed;
  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
  };
  return (
    <>
      {failed ? (
        <div className="form-message" role="alert">
          <p>{it.failedSubmit[failed]}</p>
        </div>
      ) : null}
      <button
        type="submit"
        className={`button button--${variant}${pending ? " button--pending" : ""}`}
        aria-disabled={pending ? true : undefined}
        disabled={disabled}
        onClick={ignoreWhilePending}
      >
        {pending ? pendingText : children}
      </button>
    </>
  );
}
