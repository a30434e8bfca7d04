import { Arg, Ctx, Field, FieldResolver, InputType, Mutation, ObjectType, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import type { User } from "../users/user.entity";
import { UserType } from "../users/user.types";
import type { CourseNotificationService, NotificationSettingsDto } from "./course-notifications.service";

@ObjectType("NotificationSettings", { description: "Which mails the account receives." })
export class NotificationSettingsType {
  @Field({
    description:
      '"E-Mails zu Kursen": new assignments and reminders the day before they are due (learners), answers awaiting ' +
      "grading once a day (teachers). On by default; each such mail has a one-click link that switches it off.",
  })
  courseMails: boolean;
}

@InputType({ description: "Fields left out stay unchanged." })
export class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true })
  courseMails?: boolean | null;
}

@Resolver(() => UserType)
export class NotificationSettingsResolver {
  constructor(private readonly notifications: CourseNotificationService) {}

  @Mutation(() => NotificationSettingsType, { description: "Changes the caller's mail settings (registered users)." })
  updateNotificationSettings(
    @Ctx() ctx: Context,
    @Arg("input", () => NotificationSettingsInput) input: NotificationSettingsInput,
  ): Promise<NotificationSettingsDto> {
    return this.notifications.updateSettings(ctx.actor, { ...input });
  }

  @FieldResolver(() => NotificationSettingsType, {
    nullable: true,
    description: "The account's mail settings: for the account itself (and admins); null on anyone else's.",
  })
  notificationSettings(@Ctx() ctx: Context, @Root() user: User): Promise<NotificationSettingsDto | null> {
    return this.notifications.settingsFor(ctx.actor, user);
  }
}
