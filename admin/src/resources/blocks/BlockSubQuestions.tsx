import { Button } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { OrderedChildren } from "../../components/OrderedChildren";

/** The questions of the part in view, with a way back to its exam. */
export function BlockSubQuestions() {
  const block = useRecordContext();
  const translate = useTranslate();
  return (
    <OrderedChildren
      resource="sub_questions"
      parentField="blockId"
      title="app.sub_questions"
      addLabel="app.add_sub_question"
      testId="sub-questions"
      label={(q) => [q.title, q.lastTitle].filter(Boolean).join(" … ")}
      chip={(q) => `app.kinds.${q.kind}`}
      header={
        <Button component={Link} to={`/exams/${block?.examId}/show`} size="small">
          ← {translate("resources.exams.name", { smart_count: 1 })}
        </Button>
      }
    />
  );
}
