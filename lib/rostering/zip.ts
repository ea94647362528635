// A OneRoster upload as bytes and its entries inflated (docs/decisions/240): the zip is inflated while streaming,
// counting every byte, so a zip bomb stops at MAX_UNZIPPED_BYTES (or MAX_ENTRIES entries) without ever holding
// more. Each refusal is an AppError with the message the error modal shows. Pure: no database.
import { Unzip, UnzipInflate } from "fflate";
import { AppError } from "@/lib/http/errors";

/** The zip as uploaded (the route wrapper caps an upload at 5 MB while it streams). */
export const MAX_ZIP_BYTES = 5 * 1024 * 1024;
/** All entries together, inflated. */
export const MAX_UNZIPPED_BYTES = 48 * 1024 * 1024;
export const MAX_ENTRIES = 32;
/** The zip is pushed through the inflater in slices this small, so no single step inflates much past a cap. */
const SLICE = 4 * 1024;

class Refused extends Error {}

function fileError(message: string): AppError {
  return new AppError("bad_request", message, { fieldErrors: { file: [message] } });
}

/** The upload itself: a .zip of at most MAX_ZIP_BYTES. Throws the message the error modal shows. */
export async function readZipUpload(file: unknown): Promise<Uint8Array> {
  if (!(file instanceof File)) throw fileError("Choose the OneRoster zip file to upload.");
  if (!/\.zip$/i.test(file.name)) {
    const msg = "Upload the OneRoster export as one .zip file (manifest.csv, orgs.csv, users.csv, …).";
    throw new AppError("unsupported_media_type", msg, { fieldErrors: { file: [msg] } });
  }
  if (file.size > MAX_ZIP_BYTES) {
    const msg = `The zip is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Upload at most 5 MB at a time.`;
    throw new AppError("payload_too_large", msg, { fieldErrors: { file: [msg] } });
  }
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Inflates the zip's CSV entries, counting bytes as they come: past MAX_UNZIPPED_BYTES or MAX_ENTRIES it stops
 * with a 413 naming the cap. Entries in folders are read by their own name; a name twice is a problem.
 */
export function unzipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
    throw fileError("This file is not a zip archive. Upload the .zip your student information system exported.");
  }
  const out = new Map<string, Uint8Array>();
  let total = 0;
  let entries = 0;
  let refusal: AppError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (entry) => {
    if (refusal) return;
    if (++entries > MAX_ENTRIES) {
      refusal = new AppError(
        "payload_too_large",
        `The zip holds more than ${MAX_ENTRIES} files; a OneRoster export has at most 20.`,
      );
      throw new Refused();
    }
    if (entry.name.endsWith("/")) return;
    const name = entry.name.split("/").pop()!;
    const chunks: Uint8Array[] = [];
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        refusal = fileError(`${name} could not be unzipped: the archive is damaged.`);
        throw new Refused();
      }
      size += chunk.length;
      total += chunk.length;
      if (total > MAX_UNZIPPED_BYTES) {
        refusal = new AppError(
          "payload_too_large",
          `The zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB, more than any school's roster; nothing was imported.`,
        );
        throw new Refused();
      }
      chunks.push(chunk);
      if (final) {
        if (out.has(name)) {
          refusal = fileError(`The zip holds ${name} twice.`);
          throw new Refused();
        }
        const whole = new Uint8Array(size);
        let at = 0;
        for (const c of chunks) {
          whole.set(c, at);
          at += c.length;
        }
        out.set(name, whole);
      }
    };
    try {
      entry.start();
    } catch {
      refusal = fileError(`${name} is packed in a way Sprout cannot read; zip it again with ordinary compression.`);
      throw new Refused();
    }
  };
  try {
    for (let at = 0; at < bytes.length; at += SLICE) {
      unzip.push(bytes.subarray(at, Math.min(at + SLICE, bytes.length)), at + SLICE >= bytes.length);
      if (refusal) break;
    }
  } catch (error) {
    if (!(error instanceof Refused) && !refusal) {
      refusal = fileError("The zip archive is damaged and could not be read.");
    }
  }
  if (refusal) throw refusal;
  return out;
}
