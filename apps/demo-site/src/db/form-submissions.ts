import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedSubmission, SubmittedField } from '@vitrine/widget-form/protocol';
import type { Database, Statement } from 'better-sqlite3';

export interface UploadedFile {
  fieldName: string;
  originalName: string;
  contentType: string;
  bytes: Uint8Array;
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

/**
 * The owner's inbox: `form_submissions`, `form_files` and `form_hosted_files` rows, and the uploaded bytes in
 * `uploadsDir` under names the server makes up. A submission is stored whole or not at all.
 */
export class FormSubmissions {
  readonly #db: Database;
  readonly #uploadsDir: string;
  readonly #insert: Statement<[string, string, string, string, string, string, string | null]>;
  readonly #insertFile: Statement<[number, string, string, string, number, string]>;
  readonly #insertHostedFile: Statement<[number, string, string, string, string, number]>;

  constructor(db: Database, uploadsDir: string) {
    this.#db = db;
    this.#uploadsDir = uploadsDir;
    this.#insert = db.prepare(
      `INSERT INTO form_submissions (site_alias, form_id, form_title, fields, integrations, received_at, user_agent)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#insertFile = db.prepare(
      `INSERT INTO form_files (submission_id, field_name, original_name, content_type, size, stored_name)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.#insertHostedFile = db.prepare(
      `INSERT INTO form_hosted_files (submission_id, field_name, url, original_name, content_type, size)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
  }

  add(
    siteAlias: string,
    submission: ParsedSubmission,
    files: readonly (UploadedFile | HostedUpload)[],
    userAgent: string | undefined,
    now = new Date(),
  ): number {
    mkdirSync(this.#uploadsDir, { recursive: true });
    const written: string[] = [];
    try {
      return this.#db.transaction(() => {
        const { lastInsertRowid } = this.#insert.run(
          siteAlias,
          submission.formId,
          submission.formTitle,
          JSON.stringify(submission.fields),
          JSON.stringify(submission.integrations),
          now.toISOString(),
          userAgent ?? null,
        );
        const id = Number(lastInsertRowid);
        for (const file of files) {
          if ('url' in file) {
            this.#insertHostedFile.run(
              id,
              file.fieldName,
              file.url,
              file.originalName,
              file.contentType,
              file.size,
            );
            continue;
          }
          const storedName = `${randomUUID()}.bin`;
          writeFileSync(join(this.#uploadsDir, storedName), file.bytes);
          written.push(storedName);
          this.#insertFile.run(
            id,
            file.fieldName,
            file.originalName,
            file.contentType,
            file.bytes.byteLength,
            storedName,
          );
        }
        return id;
      })();
    } catch (error) {
      // The rows rolled back; the bytes must not stay behind as orphans.
      for (const name of written) rmSync(join(this.#uploadsDir, name), { force: true });
      throw error;
    }
  }

  /** Newest first. */
  list(limit = 200): StoredSubmission[] {
    const rows = this.#db
      .prepare('SELECT * FROM form_submissions ORDER BY id DESC LIMIT ?')
      .all(limit) as SubmissionRow[];
    const files = this.#db.prepare('SELECT * FROM form_files WHERE submission_id = ? ORDER BY id');
    const hostedFiles = this.#db.prepare(
      `SELECT id, field_name AS fieldName, url, original_name AS originalName, content_type AS contentType, size
       FROM form_hosted_files WHERE submission_id = ? ORDER BY id`,
    );
    return rows.map((row) => ({
      id: row.id,
      siteAlias: row.site_alias,
      formId: row.form_id,
      formTitle: row.form_title,
      fields: JSON.parse(row.fields) as SubmittedField[],
      integrations: JSON.parse(row.integrations) as Record<string, string>,
      receivedAt: row.received_at,
      userAgent: row.user_agent,
      files: (files.all(row.id) as Array<Record<string, unknown>>).map(fileOf),
      hostedFiles: hostedFiles.all(row.id) as StoredHostedFile[],
    }));
  }

  file(id: number): (StoredFile & { path: string }) | undefined {
    const row = this.#db.prepare('SELECT * FROM form_files WHERE id = ?').get(id) as
      | Record<string, unknown>
      | undefined;
    if (!row) return undefined;
    const file = fileOf(row);
    return { ...file, path: join(this.#uploadsDir, file.storedName) };
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
