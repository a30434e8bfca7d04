import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { Cefr, ExamFamily } from "../../gql/graphql";
import { errorMessage, fieldErrors } from "../common/errors";
import { SelectField, TextField } from "../common/Field";
import { CardForm, SubmitButton } from "../common/Form";
import { useLocalPath } from "../common/paths";
import { CreateCourseMutation } from "./documents";

const CEFRS: Cefr[] = ["A1", "A2", "B1", "B2", "C1"];

/** A teacher's new course: a name, and the exam family and level if the course prepares for one. */
export function CreateCourseForm() {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const local = useLocalPath();
  const [name, setName] = useState("");
  const [family, setFamily] = useState("");
  const [cefr, setCefr] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCourseMutation);

  async function submit() {
    if (!name.trim()) {
      setError(t("create.nameRequired"));
      return;
    }
    setError(null);
    try {
      const { data } = await create({
        variables: {
          input: { name: name.trim(), family: (family || null) as ExamFamily | null, cefr: (cefr || null) as Cefr | null },
        },
      });
      if (data) navigate(local(`/courses/${data.createCourse.id}`));
    } catch (e) {
      setError(fieldErrors(e).name ?? errorMessage(e, t));
    }
  }

  return (
    <CardForm onSubmit={submit} busy={loading}>
      <h2>{t("create.title")}</h2>
      <TextField
        label={t("create.name")}
        name="course-name"
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
        error={error}
        hint={t("create.nameHint")}
      />
      <div className="field-row">
        <SelectField
          label={t("create.family")}
          placeholder={t("create.anyFamily")}
          value={family}
          onChange={(e) => setFamily(e.target.value)}
          options={[
            { value: "GOETHE", label: "Goethe" },
            { value: "TELC", label: "telc" },
          ]}
        />
        <SelectField
          label={t("create.level")}
          placeholder={t("create.anyLevel")}
          value={cefr}
          onChange={(e) => setCefr(e.target.value)}
          options={CEFRS.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <SubmitButton busy={loading} testId="create-course">
        {t("create.submit")}
      </SubmitButton>
    </CardForm>
  );
}
