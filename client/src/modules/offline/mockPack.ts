import type { ApolloClient } from "@apollo/client";
import type { AttemptCockpitQuery, AttemptPageQuery } from "../../gql/graphql";
import { AttemptCockpitQuery as CockpitDoc } from "../exam/cockpit/documents";
import { AttemptPageAheadQuery, AttemptPageQuery as PageDoc } from "../exam/documents";
import type { AttemptSummaryFieldsFragment as StartedAttempt } from "../../gql/graphql";
import { MEDIA_CACHE } from "./names";
import { savedAnswers } from "./savedAnswers";
import { kept, type Readiness } from "./store";

type Page = NonNullable<AttemptPageQuery["attempt"]>["page"];

/**
 * The media a page needs, as this browser will ask for them: every picture, and of a recording the first source the
 * browser can play (as <audio> with its <source> list picks), never the others. Private recordings are not media here.
 */
export function mediaOf(page: Page, canPlay: (mimeType: string) => boolean): string[] {
  const urls = new Set<string>();
  const b = page.block;
  const sources = b.audioSources.length
    ? b.audioSources
    : [
        ...(b.audioUrl ? [{ url: b.audioUrl, mimeType: "audio/ogg" }] : []),
        ...(b.audioMp3Url ? [{ url: b.audioMp3Url, mimeType: "audio/mpeg" }] : []),
      ];
  const audio = sources.find((s) => canPlay(s.mimeType)) ?? sources[0];
  if (audio) urls.add(audio.url);
  const skip = new Set([b.audioUrl, b.audioMp3Url, ...b.audioSources.map((s) => s.url)].filter(Boolean));
  for (const m of JSON.stringify(page).matchAll(/\/media\/[^"'\\\s)<>]+/g)) {
    const url = m[0];
    if (!skip.has(url) && !url.startsWith("/media/recordings")) urls.add(url);
  }
  return [...urls];
}

/** Bytes of a reply as kept. */
async function sizeOf(res: Response): Promise<number> {
  return (await res.clone().blob()).size;
}

/** Keeps one medium in the mocks' cache (once) and tells its size. */
async function keepMedium(cache: Cache, url: string): Promise<number> {
  const have = await cache.match(url);
  if (have) return sizeOf(have);
  const res = await fetch(url, { credentials: "same-origin" });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  await cache.put(url, res.clone());
  return sizeOf(res);
}

export interface Progress {
  done: number;
  total: number;
}

/**
 * Fetches ahead everything a started mock needs to be taken without a network: the cockpit, every page (read ahead:
 * no module's clock starts) kept in IndexedDB and in Apollo's cache, and every picture and recording kept in Cache
 * Storage. Resolves with the size kept; rejects when something could not be had (nothing is called ready then).
 */
export async function prepareMock(
  client: ApolloClient,
  start: string,
  attempt: StartedAttempt,
  onProgress: (p: Progress) => void,
): Promise<Readiness> {
  const cockpit = await client.query({ query: CockpitDoc, variables: { attemptId: attempt.id }, fetchPolicy: "network-only" });
  if (!cockpit.data?.attempt) throw new Error("no cockpit");
  await kept.keepAttempt(start, attempt);
  await kept.keepCockpit(attempt.id, cockpit.data);
  const probe = document.createElement("audio");
  const canPlay = (type: string) => probe.canPlayType(type) !== "";
  const total = attempt.pageCount;
  let bytes = 0;
  const media = new Set<string>();
  for (let n = 1; n <= total; n++) {
    const { data } = await client.query({
      query: AttemptPageAheadQuery,
      variables: { attemptId: attempt.id, page: n },
      fetchPolicy: "network-only",
    });
    if (!data?.attempt) throw new Error(`no page ${n}`);
    const asPage = data as AttemptPageQuery;
    await kept.keepPage(attempt.id, n, asPage);
    // the player reads pages by their own query: one the learner has not opened yet is answered from here offline
    const vars = { attemptId: attempt.id, page: n };
    if (!client.readQuery({ query: PageDoc, variables: vars }))
      client.writeQuery({ query: PageDoc, variables: vars, data: asPage });
    bytes += new Blob([JSON.stringify(asPage)]).size;
    for (const url of mediaOf(asPage.attempt!.page, canPlay)) media.add(url);
    onProgress({ done: n, total: total + media.size });
  }
  const cache = await caches.open(MEDIA_CACHE);
  let done = total;
  for (const url of media) {
    bytes += await keepMedium(cache, url);
    onProgress({ done: ++done, total: total + media.size });
  }
  const readiness = { bytes, at: Date.now(), media: [...media], pageCount: total };
  await kept.keepReadiness(attempt.id, readiness);
  return readiness;
}

/** The cockpit as kept, its clocks counted on by the time passed since it was read (a clock runs offline too). */
export function countedOn(cockpit: AttemptCockpitQuery, readAt: number, now: number): AttemptCockpitQuery {
  if (!cockpit.attempt) return cockpit;
  const passed = Math.floor((now - readAt) / 1000);
  return {
    ...cockpit,
    attempt: {
      ...cockpit.attempt,
      timers: cockpit.attempt.timers.map((t) =>
        t.remainingSeconds == null
          ? t
          : { ...t, remainingSeconds: Math.max(0, t.remainingSeconds - passed), expired: t.remainingSeconds - passed <= 0 },
      ),
    },
  };
}

/**
 * Without a network: the started attempt kept for this exam, its cockpit and pages put back into Apollo's cache, so
 * the player shows the mock as it was (the answers not yet on the server are added by the answer saver).
 */
export async function restoreMock(client: ApolloClient, start: string): Promise<StartedAttempt | null> {
  const attempt = await kept.attempt(start);
  const cockpit = attempt && (await kept.cockpit(attempt.id));
  if (!attempt || !cockpit || attempt.status !== "IN_PROGRESS") return null;
  client.writeQuery({
    query: CockpitDoc,
    variables: { attemptId: attempt.id },
    data: countedOn(cockpit.data, cockpit.readAt, Date.now()),
  });
  const saved = savedAnswers(attempt.id);
  for (let n = 1; n <= attempt.pageCount; n++) {
    const page = await kept.page(attempt.id, n);
    if (page?.attempt)
      client.writeQuery({ query: PageDoc, variables: { attemptId: attempt.id, page: n }, data: withSaved(page, saved) });
  }
  return attempt;
}

/** A kept page with the answers the server acknowledged since it was read. */
export function withSaved(page: AttemptPageQuery, saved: Record<string, string>): AttemptPageQuery {
  const a = page.attempt!;
  const ids = new Set(a.page.block.subQuestions.map((q) => q.id));
  const answers = new Map(a.page.answers.map((x) => [x.subQuestionId, x]));
  for (const [subQuestionId, value] of Object.entries(saved))
    if (ids.has(subQuestionId))
      answers.set(subQuestionId, { __typename: "SavedAnswer", subQuestionId, value } as (typeof a.page.answers)[number]);
  return { ...page, attempt: { ...a, page: { ...a.page, answers: [...answers.values()] } } };
}

/** Whether a mock kept before is still whole on this device (a browser may evict Cache Storage under pressure). */
export async function stillKept(readiness: Readiness | undefined): Promise<boolean> {
  if (!readiness?.media) return false;
  const cache = await caches.open(MEDIA_CACHE);
  for (const url of readiness.media) if (!(await cache.match(url))) return false;
  return true;
}

/** Removes a handed-in mock from the device: its pages and clocks, and its media. */
export async function forgetMock(start: string, attemptId: string): Promise<void> {
  const readiness = await kept.readiness(attemptId);
  await kept.forget(start, attemptId, readiness?.pageCount ?? 0);
  try {
    const cache = await caches.open(MEDIA_CACHE);
    await Promise.all((readiness?.media ?? []).map((url) => cache.delete(url)));
  } catch {
    /* nothing kept */
  }
}
