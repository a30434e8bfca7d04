/*
 * The two drivers of the media storage behave alike (store, read with ranges, list, delete), against the local folder
 * and a real S3-protocol server (s3rver); media:migrate copies a local storage into the bucket and checks every object.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { keysOf, startTestBucket, type TestBucket } from "../../../test/s3-server";
import type { BlobStore } from "./blob-store";
import { LocalStore } from "./local-store";
import { migrateMedia } from "./migrate-media";

let bucket: TestBucket;
let dir: string;
const stores: Record<string, () => BlobStore> = {
  local: () => new LocalStore(path.join(dir, "media"), path.join(dir, "private-media")),
  s3: () => bucket.store,
};

beforeAll(async () => {
  bucket = await startTestBucket();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-stores-"));
});
afterAll(async () => {
  await bucket.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const text = async (s: Readable | null) => {
  if (!s) return null;
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};
const fileWith = (content: string) => {
  const file = path.join(dir, `${crypto.randomUUID()}.part`);
  fs.writeFileSync(file, content);
  return file;
};

describe.each(Object.keys(stores))("the %s driver", (name) => {
  it("stores a file and a buffer, reads them whole and by byte range, lists and deletes them", async () => {
    const store = stores[name]();
    const id = crypto.randomUUID();
    const received = fileWith("0123456789abcdef");
    await store.putFile(`recordings/${id}.webm`, received, { contentType: "audio/webm" });
    // the received file is taken over (moved, or removed once uploaded)
    expect(fs.existsSync(received)).toBe(false);
    await store.putBytes(`image/${id}.png`, Buffer.from("png bytes"), { contentType: "image/png" });

    expect(await store.stat(`recordings/${id}.webm`)).toMatchObject({ size: 16 });
    expect(await text(await store.read(`recordings/${id}.webm`))).toBe("0123456789abcdef");
    expect(await text(await store.read(`recordings/${id}.webm`, { start: 10, end: 15 }))).toBe("abcdef");
    expect(await text(await store.read(`image/${id}.png`))).toBe("png bytes");
    expect(await store.withLocalFile(`recordings/${id}.webm`, async (f) => fs.readFileSync(f, "utf8"))).toBe("0123456789abcdef");
    const listed = [];
    for await (const o of store.list()) if (o.key.includes(id)) listed.push(o);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `image/${id}.png`, size: 9 },
      { key: `recordings/${id}.webm`, size: 16 },
    ]);

    await store.remove([`recordings/${id}.webm`, `image/${id}.png`, `image/${crypto.randomUUID()}.png`]);
    expect(await store.stat(`recordings/${id}.webm`)).toBeNull();
    expect(await store.read(`image/${id}.png`)).toBeNull();
    expect(await store.withLocalFile(`image/${id}.png`, async () => "opened")).toBeNull();
  });

  it("refuses keys that would leave the storage", async () => {
    const store = stores[name]();
    await expect(store.putBytes("../outside.png", Buffer.from("x"), { contentType: "image/png" })).rejects.toThrow(
      /bad media key/,
    );
    expect(await store.stat("../../etc/passwd")).toBeNull();
    expect(fs.existsSync(path.join(dir, "outside.png"))).toBe(false);
  });
});

describe("a link signed for a recording in the bucket", () => {
  it("opens it until it expires, with no other credential", async () => {
    const key = `recordings/${crypto.randomUUID()}.ogg`;
    await bucket.store.putBytes(key, Buffer.from("take"), { contentType: "audio/ogg" });
    const url = (await bucket.store.signedUrl(key, 120, "audio/ogg"))!;
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("120");
    const res = await fetch(url);
    expect([res.status, await res.text()]).toEqual([200, "take"]);
  });
});

describe("media:migrate", () => {
  it("copies a data folder's media into the bucket, checks each object, and copies nothing twice", async () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), "dp-migrate-"));
    const files: Record<string, string> = {
      "media/image/a.png": "picture",
      "media/audio/b.ogg": "listening".repeat(1000),
      "private-media/recordings/c.webm": "take",
      "private-media/audio-originals/d.wav": "original",
    };
    for (const [rel, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(data, rel)), { recursive: true });
      fs.writeFileSync(path.join(data, rel), content);
    }
    // an upload a crash left half received is no media
    fs.mkdirSync(path.join(data, "private-media", "incoming"), { recursive: true });
    fs.writeFileSync(path.join(data, "private-media", "incoming", "x.part"), "half");
    const target = await startTestBucket("migrated");
    try {
      const source = new LocalStore(path.join(data, "media"), path.join(data, "private-media"));
      const first = await migrateMedia(source, target.store);
      expect(first).toEqual({ objects: 4, bytes: 9019, copied: 4, present: 0, verified: 4, failed: [] });
      expect(await keysOf(target.store)).toEqual(["audio-originals/d.wav", "audio/b.ogg", "image/a.png", "recordings/c.webm"]);
      expect(await target.store.stat("audio/b.ogg")).toMatchObject({
        size: 9000,
        contentType: "audio/ogg",
        sha256: crypto.createHash("sha256").update(files["media/audio/b.ogg"]).digest("hex"),
      });
      // the local files stay (the operator removes the folder once the app runs on the bucket)
      expect(fs.readFileSync(path.join(data, "media/image/a.png"), "utf8")).toBe("picture");

      const second = await migrateMedia(source, target.store);
      expect(second).toEqual({ objects: 4, bytes: 9019, copied: 0, present: 4, verified: 4, failed: [] });

      // an object whose bytes differ from the file is copied again
      await target.store.putBytes("image/a.png", Buffer.from("damaged"), { contentType: "image/png" });
      const third = await migrateMedia(source, target.store);
      expect(third).toMatchObject({ copied: 1, present: 3, verified: 4, failed: [] });
      expect(await text(await target.store.read("image/a.png"))).toBe("picture");
    } finally {
      await target.close();
      fs.rmSync(data, { recursive: true, force: true });
    }
  });
});
