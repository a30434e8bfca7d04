import type { RaRecord } from "react-admin";
import { JobQueueList } from "./JobQueueList";

/** The background queues (issue 33): waiting, running and failed jobs and the last error, for admins; read only. */
export const jobQueues = {
  list: JobQueueList,
  recordRepresentation: (r: RaRecord) => String(r.name),
};
