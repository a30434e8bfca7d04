export const GoetheReportPage = () => <h1>report</h1>;
export const TelcReportPage = () => <h1>report</h1>;
