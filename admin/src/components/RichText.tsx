import { lazy } from "react";

/**
 * The rich-text editor (tiptap and ProseMirror, most of the console's weight) loads with the first form that
 * shows it, not with the console; react-admin's layout shows its loading state meanwhile.
 */
export const RichTextInput = lazy(() => import("ra-input-rich-text").then((m) => ({ default: m.RichTextInput })));
