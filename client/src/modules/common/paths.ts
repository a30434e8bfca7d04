import { useCallback } from "react";
import { useLocation } from "react-router-dom";
import { langOfPath, localPath } from "../../app/lang";

/** Prefixes client paths with the language segment when the current URL has one (/ar/login). */
export function useLocalPath(): (path: string) => string {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  return useCallback((path: string) => localPath(lang, path), [lang]);
}
