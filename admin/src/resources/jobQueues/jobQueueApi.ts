import type { RaRecord } from "react-admin";
import { graphql } from "../../gql";
import { gql } from "../../providers/graphqlClient";
import { unsupported, type ResourceOps } from "../../providers/resource";

const JobQueuesDocument = graphql(`
  query AdminJobQueues {
    adminJobQueues {
      name
      waiting
      active
      failed
      lastError
      lastErrorAt
    }
  }
`);

/** Admins: the background queues (audio normalisation, webhook deliveries) with their counts and last error. Read only. */
export const jobQueueApi: ResourceOps = {
  async list() {
    const { adminJobQueues } = await gql(JobQueuesDocument, {});
    return { data: adminJobQueues.map((q) => ({ ...q, id: q.name })) as RaRecord[], total: adminJobQueues.length };
  },
  async one(id) {
    const { adminJobQueues } = await gql(JobQueuesDocument, {});
    const q = adminJobQueues.find((x) => x.name === id);
    return q ? ({ ...q, id: q.name } as RaRecord) : null;
  },
  create: unsupported("job_queues", "create"),
  update: unsupported("job_queues", "update"),
  remove: unsupported("job_queues", "delete"),
};
