import { DateTimeResolver } from "graphql-scalars";
import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { admin } from "../../common/principal";
import type { Context } from "../../graphql/context";
import type { JobQueue } from "./job-queue";

@ObjectType("JobQueueStatus", { simpleResolvers: true, description: "One queue of background work, as the console shows it." })
export class JobQueueStatusType {
  @Field(() => String, { description: "audio-normalisation, webhook-delivery." })
  name: string;

  @Field(() => Int, { description: "Jobs waiting to run: new, or failed and waiting for their retry." })
  waiting: number;

  @Field(() => Int, { description: "Jobs running now." })
  active: number;

  @Field(() => Int, { description: "Jobs that failed for good (every retry spent), still kept." })
  failed: number;

  @Field(() => String, { nullable: true, description: "The latest error of a run (retried or not)." })
  lastError: string | null;

  @Field(() => DateTimeResolver, { nullable: true })
  lastErrorAt: Date | null;
}

@Resolver()
export class JobsResolver {
  constructor(private readonly jobs: JobQueue) {}

  @Query(() => [JobQueueStatusType], { description: "Admins: the background queues (waiting, running, failed, last error)." })
  async adminJobQueues(@Ctx() ctx: Context): Promise<JobQueueStatusType[]> {
    admin(ctx.actor);
    return (await this.jobs.overview()).map((q) => ({
      name: q.name,
      waiting: q.waiting,
      active: q.active,
      failed: q.failed,
      lastError: q.lastError?.message ?? null,
      lastErrorAt: q.lastError?.at ?? null,
    }));
  }
}
