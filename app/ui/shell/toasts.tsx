import { lazy, memo, Suspense } from "react";
import * as it from "../../copy/it";
import type { ToastView } from "../toast-list";

export type { ToastView };

/** Spec §9: durations short 3000, medium 5000, long 10000; default 3000. */
export const TOAST_DURATION = { short: 3000, medium: 5000, long: 10000 } as const;

// Most pages show no toast: their behaviour loads only where one shows; the server writes it in place
// and the browser hydrates it once its chunk has arrived (as sign-up's invoicing section).
const ToastList = lazy(() => import("../toast-list"));

/**
 * Flash messages from the server (design §5), in a status region that is always there, so that a toast
 * a client navigation brings is announced. Memoised: the document re-renders while the toasts' chunk is
 * still on its way, and a Suspense boundary updated before it hydrates is drawn again by the browser from
 * its fallback, so the server's toast would vanish until the chunk arrived.
 */
export const Toasts = memo(function Toasts({ toasts }: { toasts: ToastView[] }) {
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={it.toast.regionLabel}>
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      ) : null}
    </div>
  );
});
