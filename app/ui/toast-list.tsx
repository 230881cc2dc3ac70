import { useEffect, useRef, useState } from "react";
import * as it from "../copy/it";
import { useEnhanced } from "./shell/enhanced";

export type ToastView = { id: string; message: string; severity: "info" | "success" | "error"; durationMs: number };

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
 * The toasts themselves: without JavaScript plain text; with it they leave after their duration, stay
 * while hovered or focused, and can be closed (the close button marks a toast that does).
 */
export default function ToastList({ toasts }: { toasts: ToastView[] }) {
  const [visible, setVisible] = useState(toasts);
  const interactive = useEnhanced();
  useEffect(() => setVisible(toasts), [toasts]);
  return visible.map((toast) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      interactive={interactive}
      onClose={() => setVisible((current) => current.filter((item) => item.id !== toast.id))}
    />
  ));
}
