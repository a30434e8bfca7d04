import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { ExchangeLoginCodeMutation } from "./documents";
import { signIn } from "./useAuth";

/**
 * The end of a sign-in elsewhere (Google, a learning platform's launch): the single-use code in the address is taken
 * out of the address bar and history, exchanged once for a session, then `onSignedIn` runs. Answers the error to show
 * (the code missing: `missing`; refused or the network: the server's error).
 */
export function useLoginCodeExchange(readCode: () => string | null, missing: string, onSignedIn: () => void): unknown {
  const [exchange] = useMutation(ExchangeLoginCodeMutation);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  // the callers' closures change with every render; the exchange runs once with the first
  const first = useRef({ readCode, missing, onSignedIn });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = first.current.readCode();
    window.history.replaceState(null, "", window.location.pathname);
    if (!code) {
      setError(new Error(first.current.missing));
      return;
    }
    exchange({ variables: { code } })
      .then(async ({ data }) => {
        if (!data) return;
        await signIn(data.exchangeLoginCode);
        first.current.onSignedIn();
      })
      .catch(setError);
  }, [exchange]);

  return error;
}
