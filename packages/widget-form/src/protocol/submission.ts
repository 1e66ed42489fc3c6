import type { FieldType } from './fields';
import {
  FIELD_NAME_PATTERN,
  FORM_ID_FIELD,
  FORM_TITLE_FIELD,
  INTEGRATION_FIELDS,
  isFieldType,
  labelFieldOf,
  typeFieldOf,
} from './fields';

export interface SubmittedField {
  name: string;
  label: string;
  type: FieldType;
  /** Text values; a checkbox group gives several, a file field gives none (its file comes separately). */
  values: string[];
}

export interface ParsedSubmission {
  formId: string;
  formTitle: string;
  fields: SubmittedField[];
  /** Integration hidden fields, as posted. */
  integrations: Record<string, string>;
}

/**
 * Reads a posted contact form (urlencoded or multipart, as name → values) into its fields, in `dmform-NN`
 * order. Returns the problems instead when it is not a contact form at all: no `form_id`, or a field without
 * its label or with an unknown type.
 */
export function parseSubmission(
  entries: ReadonlyMap<string, readonly string[]>,
): { ok: true; submission: ParsedSubmission } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const first = (name: string) => entries.get(name)?.[0]?.trim() ?? '';
  const formId = first(FORM_ID_FIELD);
  if (formId === '') problems.push(`missing ${FORM_ID_FIELD}`);
  const names = new Set<string>();
  for (const name of entries.keys()) {
    const base = name.startsWith('label-') ? name.slice(6) : name.startsWith('type-') ? name.slice(5) : name;
    if (FIELD_NAME_PATTERN.test(base)) names.add(base);
  }
  const fields: SubmittedField[] = [];
  for (const name of [...names].sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)))) {
    const label = first(labelFieldOf(name));
    const type = first(typeFieldOf(name));
    if (label === '') problems.push(`${name} has no ${labelFieldOf(name)}`);
    if (!isFieldType(type)) problems.push(`${name} has an unknown type "${type}"`);
    else fields.push({ name, label, type, values: [...(entries.get(name) ?? [])] });
  }
  if (problems.length > 0) return { ok: false, problems };
  const integrations: Record<string, string> = {};
  for (const name of INTEGRATION_FIELDS) if (entries.has(name)) integrations[name] = first(name);
  return { ok: true, submission: { formId, formTitle: first(FORM_TITLE_FIELD), fields, integrations } };
}
