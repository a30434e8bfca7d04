/**
 * Events a domain announces to integrators (signed webhooks, modules/integrations). A domain publishes after its
 * transaction has committed, with one call, and never waits for a receiver: `publish` only enqueues.
 */
export const DOMAIN_EVENTS = ["attempt.submitted", "assessment.created", "assignment.created"] as const;
export type DomainEventName = (typeof DOMAIN_EVENTS)[number];

export interface DomainEvent {
  name: DomainEventName;
  /**
   * The users whose own work this is (the attempt's owner, the assessor): a teacher's webhook hears the events whose
   * audience names them; an admin's hears every event. The courses domain adds a course's teachers here.
   */
  audience: number[];
  /** The JSON `data` of the webhook's body: ids and figures, no secrets. */
  data: Record<string, unknown>;
}

export interface DomainEvents {
  /** Enqueues the event for every webhook that listens; never throws and never waits for a receiver. */
  publish(event: DomainEvent): Promise<void>;
}

/** For services built without integrations (unit tests, scripts). */
export const noDomainEvents: DomainEvents = { publish: async () => undefined };
