import { registerEnumType } from "type-graphql";

/** Shared by exam attempts and placement runs (values as stored). */
export enum AttemptStatus {
  IN_PROGRESS = "in_progress",
  SUBMITTED = "submitted",
}

registerEnumType(AttemptStatus, {
  name: "AttemptStatus",
  description: "An exam attempt or placement run: open, or submitted (finished).",
});
