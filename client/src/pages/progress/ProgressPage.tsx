export const GoetheProgressPage = () => <h1>progress</h1>;
export const TelcProgressPage = () => <h1>progress</h1>;
