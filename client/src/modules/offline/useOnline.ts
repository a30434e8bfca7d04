import { useEffect, useState } from "react";
import { CONNECTIVITY, isOffline } from "./connectivity";

/** Whether the server can be reached, following the browser's events and what requests found (connectivity.ts). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => !isOffline());
  useEffect(() => {
    const update = () => setOnline(!isOffline());
    update();
    window.addEventListener(CONNECTIVITY, update);
    return () => window.removeEventListener(CONNECTIVITY, update);
  }, []);
  return online;
}
