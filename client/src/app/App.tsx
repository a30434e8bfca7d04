import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter } from "react-router-dom";
import { FeedbackProvider } from "../modules/feedback/FeedbackProvider";
import { apolloClient } from "./apollo";
import { AppRoutes } from "./router";

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <FeedbackProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </FeedbackProvider>
    </ApolloProvider>
  );
}
