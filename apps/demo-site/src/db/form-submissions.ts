import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedSubmission, SubmittedField } from '@vitrine/widget-form/protocol';
import type { Database, Statement } from 'better-sqlite3';
import { queuedWrite } from './write-queue';

/** An uploaded file, already written under the uploads folder (`newUpload`) while the post streamed in. */
export interface UploadedFile {
  fieldName: string;
  originalName: string;
  contentType: string;
  size: number;
  storedName: string;
}

/** A file picked through the file picker service: only its address and what the service said about it. */
export interface HostedUpload {
  fieldName: string;
  url: string;
  originalName: string;
  contentType: string;
  size: number;
}

export interface StoredHostedFile extends HostedUpload {
  id: number;
}

export interface StoredFile {
  id: number;
  fieldName: string;
  originalName: string;
  contentType: string;
  size: number;
  storedName: string;
}

export interface StoredSubmission {
  id: number;
  siteAlias: string;
  formId: string;
  formTitle: string;
  fields: SubmittedField[];
  integrations: Record<string, string>;
  receivedAt: string;
  userAgent: string | null;
  files: StoredFile[];
  hostedFiles: StoredHostedFile[];
}

/** One field of a message as the inbox shows it: each value cut to an excerpt, with its full length beside. */
export interface FieldExcerpt {
  name: string;
  label: string;
  type: string;
  values: Array<{ excerpt: string; length: number }>;
  /** How many values the field holds in all (the inbox shows a bounded number). */
  valueCount: number;
}

/** A message as the inbox lists it: bounded however large the stored row is. */
export interface SubmissionSummary {
  id: number;
  formId: string;
  formTitle: string;
  receivedAt: string;
  fields: FieldExcerpt[];
  /** How many fields the message holds in all. */
  fieldCount: number;
  files: StoredFile[];
  hostedFiles: StoredHostedFile[];
}

export interface ExcerptLimits {
  /** Characters of a value shown; the rest is in the message's full text. */
  valueChars: number;
  fields: number;
  valuesPerField: number;
  /** Characters of a label or title shown. */
  labelChars: number;
}

export interface AddOptions {
  userAgent?: string;
  /** The client's key for this submission: a retry with the same key is answered as the first attempt was. */
  idempotencyKey?: string;
  /** What the request carried, to tell a retry from another submission reusing a key. */
  fingerprint?: string;
  now?: Date;
}

export type AddResult =
  | { kind: 'stored'; id: number }
  /** The key was stored before with the same request: nothing new was written. */
  | { kind: 'duplicate'; id: number }
  /** The key was stored before with a different request. */
  | { kind: 'key-reused'; id: number };

interface SubmissionRow {
  id: number;
  site_alias: string;
  form_id: string;
  form_title: string;
  fields: string;
  integrations: string;
  received_at: string;
  user_agent: string | null;
}

/** Uploads no row points at and older than this are leftovers of a request that never finished. */
export const ORPHAN_UPLOAD_GRACE_MS = 60 * 60 * 1000;
const UPLOAD_SUFFIX = '.bin';

/**
 * The owner's inbox: `form_submissions`, `form_files` and `form_hosted_files` rows, and the uploaded bytes in
 * `uploadsDir` under names the server makes up. A submission is stored whole or not at all. Writes wait for a
 * locked database asynchronously (`queuedWrite`): they never hold the event loop.
 */
export class FormSubmissions {
  readonly #db: Database;
  readonly #uploadsDir: string;
  readonly #insert: Statement<
    [string, string, string, string, string, string, string | null, string | null, string | null]
  >;
  readonly #insertFile: Statement<[number, string, string, string, number, string]>;
  readonly #insertHostedFile: Statement<[number, string, string, string, string, number]>;
  readonly #byKey: Statement<[string, string]>;

  constructor(db: Database, uploadsDir: string) {
    this.#db = db;
    this.#uploadsDir = uploadsDir;
    this.#insert = db.prepare(
      `INSERT INTO form_submissions (site_alias, form_id, form_title, fields, integrations, received_at, user_agent,
         idempotency_key, request_fingerprint)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#insertFile = db.prepare(
      `INSERT INTO form_files (submission_id, field_name, original_name, content_type, size, stored_name)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.#insertHostedFile = db.prepare(
      `INSERT INTO form_hosted_files (submission_id, field_name, url, original_name, content_type, size)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.#byKey = db.prepare(
      'SELECT id, request_fingerprint FROM form_submissions WHERE site_alias = ? AND idempotency_key = ?',
    );
  }

  /** A new file under the uploads folder, for an upload to be written to as it arrives. */
  newUpload(): { storedName: string; path: string } {
    mkdirSync(this.#uploadsDir, { recursive: true });
    const storedName = `${randomUUID()}${UPLOAD_SUFFIX}`;
    return { storedName, path: join(this.#uploadsDir, storedName) };
  }

  /** Removes uploads that will not be stored (the post was refused, or was a retry of one stored already). */
  async discardUploads(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => rm(join(this.#uploadsDir, name), { force: true })));
  }

  /** What was stored under a client's key, if anything: read before the costly checks of a retry. */
  findByKey(
    siteAlias: string,
    idempotencyKey: string,
  ): { id: number; fingerprint: string | null } | undefined {
    const row = this.#byKey.get(siteAlias, idempotencyKey) as
      | { id: number; request_fingerprint: string | null }
      | undefined;
    return row ? { id: row.id, fingerprint: row.request_fingerprint } : undefined;
  }

  /**
   * Stores a submission with its files (uploads already written by `newUpload`). With a key seen before, stores
   * nothing and says whether the earlier request was the same one. The check and the insert are one
   * transaction holding the write lock, so two attempts racing with one key still store one row.
   */
  async add(
    siteAlias: string,
    submission: ParsedSubmission,
    files: readonly (UploadedFile | HostedUpload)[],
    { userAgent, idempotencyKey, fingerprint, now = new Date() }: AddOptions = {},
  ): Promise<AddResult> {
    const store = this.#db.transaction((): AddResult => {
      if (idempotencyKey) {
        const earlier = this.findByKey(siteAlias, idempotencyKey);
        if (earlier)
          return {
            kind: earlier.fingerprint === (fingerprint ?? null) ? 'duplicate' : 'key-reused',
            id: earlier.id,
          };
      }
      const { lastInsertRowid } = this.#insert.run(
        siteAlias,
        submission.formId,
        submission.formTitle,
        JSON.stringify(submission.fields),
        JSON.stringify(submission.integrations),
        now.toISOString(),
        userAgent ?? null,
        idempotencyKey ?? null,
        fingerprint ?? null,
      );
      const id = Number(lastInsertRowid);
      for (const file of files) {
        if ('url' in file)
          this.#insertHostedFile.run(
            id,
            file.fieldName,
            file.url,
            file.originalName,
            file.contentType,
            file.size,
          );
        else
          this.#insertFile.run(
            id,
            file.fieldName,
            file.originalName,
            file.contentType,
            file.size,
            file.storedName,
          );
      }
      return { kind: 'stored', id };
    });
    return queuedWrite(this.#db, () => store.immediate());
  }

  /** Deletes a message with its rows, then the bytes of its uploads. False when there was no such message. */
  async delete(id: number): Promise<boolean> {
    const remove = this.#db.transaction(() => {
      const names = (
        this.#db.prepare('SELECT stored_name FROM form_files WHERE submission_id = ?').all(id) as Array<{
          stored_name: string;
        }>
      ).map((row) => row.stored_name);
      const { changes } = this.#db.prepare('DELETE FROM form_submissions WHERE id = ?').run(id);
      return { deleted: changes > 0, names };
    });
    const { deleted, names } = await queuedWrite(this.#db, () => remove.immediate());
    // After the commit: a failed delete must not have taken the bytes a stored row still points at.
    await this.discardUploads(names);
    return deleted;
  }

  /** Bytes of every upload the inbox keeps: what the uploads quota counts. */
  storedUploadBytes(): number {
    return (
      this.#db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes FROM form_files').get() as { bytes: number }
    ).bytes;
  }

  /**
   * Removes files in the uploads folder that no row points at and that are older than `graceMs`: bytes of a
   * request that died between writing its upload and storing its row. Younger ones may be on their way in.
   */
  async sweepOrphanUploads(graceMs = ORPHAN_UPLOAD_GRACE_MS, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = readdirSync(this.#uploadsDir).filter((name) => name.endsWith(UPLOAD_SUFFIX));
    } catch {
      return 0;
    }
    const known = this.#db.prepare('SELECT 1 FROM form_files WHERE stored_name = ?');
    const orphans = names.filter((name) => {
      if (known.get(name) !== undefined) return false;
      try {
        return now - statSync(join(this.#uploadsDir, name)).mtimeMs > graceMs;
      } catch {
        return false;
      }
    });
    await this.discardUploads(orphans);
    return orphans.length;
  }

  /** Ids of one page of messages, newest first, starting below `beforeId`; one more than asked tells "more". */
  pageIds(limit: number, beforeId?: number): number[] {
    return (
      this.#db
        .prepare('SELECT id FROM form_submissions WHERE id < ? ORDER BY id DESC LIMIT ?')
        .all(beforeId ?? Number.MAX_SAFE_INTEGER, limit) as Array<{ id: number }>
    ).map((row) => row.id);
  }

  count(): number {
    return (this.#db.prepare('SELECT COUNT(*) AS count FROM form_submissions').get() as { count: number })
      .count;
  }

  /**
   * One message as the inbox lists it. SQLite cuts the values (`substr`) and counts the fields, so however large
   * a stored row is, only the excerpts reach JavaScript.
   */
  summary(id: number, limits: ExcerptLimits): SubmissionSummary | undefined {
    const row = this.#db
      .prepare(
        `SELECT id, form_id, substr(form_title, 1, ?) AS form_title, received_at,
           json_array_length(fields) AS field_count
         FROM form_submissions WHERE id = ?`,
      )
      .get(limits.labelChars, id) as
      | { id: number; form_id: string; form_title: string; received_at: string; field_count: number }
      | undefined;
    if (!row) return undefined;
    const fieldRows = this.#db
      .prepare(
        `SELECT f.key AS position, substr(json_extract(f.value, '$.name'), 1, 100) AS name,
           substr(json_extract(f.value, '$.label'), 1, ?) AS label,
           substr(json_extract(f.value, '$.type'), 1, 40) AS type,
           json_array_length(f.value, '$.values') AS value_count
         FROM form_submissions s, json_each(s.fields) f
         WHERE s.id = ? ORDER BY f.key LIMIT ?`,
      )
      .all(limits.labelChars, id, limits.fields) as Array<{
      position: number;
      name: string | null;
      label: string | null;
      type: string | null;
      value_count: number | null;
    }>;
    const valueRows = this.#db
      .prepare(
        `SELECT f.key AS field, substr(v.value, 1, ?) AS excerpt, length(v.value) AS length
         FROM form_submissions s, json_each(s.fields) f, json_each(f.value, '$.values') v
         WHERE s.id = ? AND f.key < ? AND v.key < ? ORDER BY f.key, v.key`,
      )
      .all(limits.valueChars, id, limits.fields, limits.valuesPerField) as Array<{
      field: number;
      excerpt: unknown;
      length: number;
    }>;
    return {
      id: row.id,
      formId: row.form_id,
      formTitle: row.form_title,
      receivedAt: row.received_at,
      fieldCount: row.field_count,
      fields: fieldRows.map((field) => ({
        name: field.name ?? '',
        label: field.label ?? '',
        type: field.type ?? 'text',
        valueCount: field.value_count ?? 0,
        values: valueRows
          .filter((value) => value.field === field.position)
          .map((value) => ({ excerpt: String(value.excerpt ?? ''), length: value.length ?? 0 })),
      })),
      files: this.#filesOf(id),
      hostedFiles: this.#hostedFilesOf(id),
    };
  }

  /** A whole message, every value in full: for its download, and for tests. */
  get(id: number): StoredSubmission | undefined {
    const row = this.#db.prepare('SELECT * FROM form_submissions WHERE id = ?').get(id) as
      | SubmissionRow
      | undefined;
    return row ? this.#whole(row) : undefined;
  }

  /** Newest first, whole: for tests and small inboxes; the inbox page itself reads `summary`. */
  list(limit = 200): StoredSubmission[] {
    const rows = this.#db
      .prepare('SELECT * FROM form_submissions ORDER BY id DESC LIMIT ?')
      .all(limit) as SubmissionRow[];
    return rows.map((row) => this.#whole(row));
  }

  file(id: number): (StoredFile & { path: string }) | undefined {
    const row = this.#db.prepare('SELECT * FROM form_files WHERE id = ?').get(id) as
      | Record<string, unknown>
      | undefined;
    if (!row) return undefined;
    const file = fileOf(row);
    return { ...file, path: join(this.#uploadsDir, file.storedName) };
  }

  #whole(row: SubmissionRow): StoredSubmission {
    return {
      id: row.id,
      siteAlias: row.site_alias,
      formId: row.form_id,
      formTitle: row.form_title,
      fields: JSON.parse(row.fields) as SubmittedField[],
      integrations: JSON.parse(row.integrations) as Record<string, string>,
      receivedAt: row.received_at,
      userAgent: row.user_agent,
      files: this.#filesOf(row.id),
      hostedFiles: this.#hostedFilesOf(row.id),
    };
  }

  #filesOf(id: number): StoredFile[] {
    return (
      this.#db.prepare('SELECT * FROM form_files WHERE submission_id = ? ORDER BY id').all(id) as Array<
        Record<string, unknown>
      >
    ).map(fileOf);
  }

  #hostedFilesOf(id: number): StoredHostedFile[] {
    return this.#db
      .prepare(
        `SELECT id, field_name AS fieldName, url, original_name AS originalName, content_type AS contentType, size
         FROM form_hosted_files WHERE submission_id = ? ORDER BY id`,
      )
      .all(id) as StoredHostedFile[];
  }
}

function fileOf(row: Record<string, unknown>): StoredFile {
  return {
    id: row.id as number,
    fieldName: row.field_name as string,
    originalName: row.original_name as string,
    contentType: row.content_type as string,
    size: row.size as number,
    storedName: row.stored_name as string,
  };
}
