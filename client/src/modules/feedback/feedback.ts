import { createContext, useContext } from "react";

export type ToastKind = "success" | "warning" | "info" | "error" | "primary";

export interface DialogOptions {
  title: string;
  text?: string;
  kind?: "success" | "error" | "info";
  /** Milliseconds before it closes by itself; the spec's default is 10.5 s. */
  timeout?: number;
  onClose?: () => void;
}

export interface Feedback {
  toast(kind: ToastKind, text: string): void;
  dialog(options: DialogOptions): void;
}

/** The spec's timings (§9). */
export const DIALOG_TIMEOUT_MS = 10_500;
export const TOAST_TIMEOUT_MS = 9_000;
export const POPUP_TIMEOUT_MS = 4_000;

export const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("useFeedback outside FeedbackProvider");
  return value;
}
