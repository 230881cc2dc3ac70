import { useEffect, useRef, useState } from "react";
import * as it from "../../copy/it";

export type ToastView = { id: string; message: string; severity: "info" | "success" | "error"; durationMs: number };

/** Spec §9: durations short 3000, medium 5000, long 10000; default 3000. */
export const TOAST_DURATION = { short: 3000, medium: 5000, long: 10000 } as const;

function ToastItem({ toast, interactive, onClose }: { toast: ToastView; interactive: boolean; onClose: () => void }) {
  const [hovered, setHovered] = useState(false);
  const remaining = useRef(toast.durationMs);
  useEffect(() => {
    if (!interactive || hovered) return;
    const started = Date.now();
    const timer = window.setTimeout(onClose, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [interactive, hovered, onClose]);

  return (
    <div
      className={`toast toast--${toast.severity}${interactive ? " toast--animated" : ""}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <p className="toast__message">{toast.message}</p>
      {interactive ? (
        <button type="button" className="toast__close" aria-label={it.toast.close} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}

/**
 * Flash messages from the server (design §5). Without JavaScript they are plain text in a status
 * region; with it they leave after their duration, stay while hovered or focused, and can be closed.
 */
export function Toasts({ toasts }: { toasts: ToastView[] }) {
  const [visible, setVisible] = useState(toasts);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  useEffect(() => setVisible(toasts), [toasts]);

  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={it.toast.regionLabel}>
      {visible.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          interactive={interactive}
          onClose={() => setVisible((current) => current.filter((item) => item.id !== toast.id))}
        />
      ))}
    </div>
  );
}
