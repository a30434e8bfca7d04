import { useEffect, useState } from "react";
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { Title, useDataProvider, usePermissions, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { Permissions } from "./providers/authProvider";
import type { AdminDashboard, AppDataProvider } from "./providers/dataProvider";

export function Dashboard() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  return permissions === "admin" ? <AdminDashboardView /> : <TeacherDashboard />;
}

/** A teacher's start: the grading queue. */
function TeacherDashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="ra.page.dashboard" />
      <Link to="/grading">{translate("resources.grading.name", { smart_count: 2 })}</Link>
    </Box>
  );
}

function AdminDashboardView() {
  const dp = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [d, setD] = useState<AdminDashboard | null>(null);
  useEffect(() => void dp.dashboard().then(setD), [dp]);
  if (!d) return null;
  const counts: [string, number][] = [
    ["app.users", d.users],
    ["app.exams", d.exams],
    ["app.published_exams", d.publishedExams],
    ["app.attempts_total", d.attempts],
    ["app.submitted", d.submittedAttempts],
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Title title="ra.page.dashboard" />
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }} data-testid="counts">
        {counts.map(([k, v]) => (
          <Card key={k} sx={{ minWidth: 150 }}>
            <CardContent>
              <Typography variant="caption">{translate(k)}</Typography>
              <Typography variant="h4">{v}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate("app.per_exam")}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate("app.exams")}</TableCell>
            <TableCell>{translate("app.attempts_total")}</TableCell>
            <TableCell>{translate("app.submitted")}</TableCell>
            <TableCell>{translate("app.reading_mean")}</TableCell>
            <TableCell>{translate("app.listening_mean")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {d.examStats.map((s) => (
            <TableRow key={s.examId}>
              <TableCell>
                <Link to={`/exams/${s.examId}/show`}>{s.examName}</Link>
              </TableCell>
              <TableCell>{s.attempts}</TableCell>
              <TableCell>{s.submitted}</TableCell>
              <TableCell>{s.readingMean ?? "–"}</TableCell>
              <TableCell>{s.listeningMean ?? "–"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate("app.weakest")}
      </Typography>
      <Table size="small">
        <TableBody>
          {d.weakestItems.map((i) => (
            <TableRow key={i.subQuestionId}>
              <TableCell>
                <Link to={`/sub_questions/${i.subQuestionId}`}>{i.title || `#${i.subQuestionId}`}</Link>
              </TableCell>
              <TableCell>{i.examName}</TableCell>
              <TableCell>
                {translate("app.share_right")}: {Math.round(i.share * 100)} % ({i.correct}/{i.attempts})
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
