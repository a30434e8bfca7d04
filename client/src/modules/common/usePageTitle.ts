import { useEffect } from "react";

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} – Deutschprüfung`;
  }, [title]);
}
