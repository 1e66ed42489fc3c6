import type { FilestackFile } from './filestack-loader';

/**
 * A form with one file field (`dmform-7`), as the server renders it, for the other sources' tests; `markupRow`:
 * with the empty row for the other sources that a page renders to keep their place (docs/markup.md).
 */
export const fileFieldForm = ({
  required,
  markupRow = false,
}: {
  required: boolean;
  markupRow?: boolean;
}) => `
  <form>
    <input type="hidden" name="form_id" value="contact"><input type="hidden" name="form_title" value="Say hello">
    <div data-vitrine-form-field="dmform-7">
      <label for="dmform-7">Attach a file</label><input id="dmform-7" name="dmform-7" type="file"${required ? ' required' : ''}>${markupRow ? '<div class="dmform-file-sources" id="kept-row"></div>' : ''}
      <input type="hidden" name="label-dmform-7" value="Attach a file"><input type="hidden" name="type-dmform-7" value="file">
    </div>
    <button type="submit">Send</button>
  </form>`;

/** A file as Filestack's picker hands it back: stored on its CDN. */
export const MENU: FilestackFile = {
  filename: 'menu.pdf',
  mimetype: 'application/pdf',
  size: 2048,
  url: 'https://cdn.filestackcontent.com/AbCdEfGhIjKlMnOpQrSt',
  handle: 'AbCdEfGhIjKlMnOpQrSt',
  source: 'dropbox',
};
