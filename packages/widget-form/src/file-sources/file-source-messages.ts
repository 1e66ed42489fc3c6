/** The button's text: the three services the picker offers besides the computer (widgets spec §5). */
export const OTHER_SOURCES_LABEL = 'Dropbox, Google Drive or Gmail…';

/** What the visitor reads when the other sources fail them; the computer input keeps working in every case. */
export const FILE_SOURCE_MESSAGES = {
  /** The picker's script (or its own module) did not load, or took longer than 15 s. */
  unreachable: 'The other sources could not be reached. You can still attach a file from your computer.',
  /** The picker gave no usable file: its upload failed, or it answered with an address the form cannot post. */
  failed: 'The file could not be attached from there. Please try again, or attach it from your computer.',
} as const;
