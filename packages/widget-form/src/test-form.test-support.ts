/** A contact form as the demo server renders it (docs/markup.md "Contact form"), for component tests. */
export const CONTACT_FORM_HTML = `
  <form action="/_dm/s/rt/widgets/dmform.submit.jsp" method="post">
    <div data-vitrine-form-error hidden>Sorry, your message could not be sent.</div>
    <input type="hidden" name="form_id" value="contact">
    <input type="hidden" name="form_title" value="Say hello">
    <div data-vitrine-form-field="dmform-0">
      <label for="dmform-0">Name</label><input id="dmform-0" name="dmform-0" required>
      <input type="hidden" name="label-dmform-0" value="Name"><input type="hidden" name="type-dmform-0" value="text">
    </div>
    <div data-vitrine-form-field="dmform-1">
      <label for="dmform-1">Email</label><input id="dmform-1" name="dmform-1" type="email">
      <input type="hidden" name="label-dmform-1" value="Email"><input type="hidden" name="type-dmform-1" value="email">
    </div>
    <div data-vitrine-form-field="dmform-2">
      <label for="dmform-2">Occasion</label>
      <select id="dmform-2" name="dmform-2" required><option value="">Choose…</option><option>Wedding</option></select>
      <input type="hidden" name="label-dmform-2" value="Occasion"><input type="hidden" name="type-dmform-2" value="dropdown">
    </div>
    <fieldset data-vitrine-form-field="dmform-3" data-vitrine-form-required>
      <legend>Interested in</legend>
      <label><input id="dmform-3-a" type="checkbox" name="dmform-3" value="Bread"> Bread</label>
      <label><input type="checkbox" name="dmform-3" value="Pastry"> Pastry</label>
      <input type="hidden" name="label-dmform-3" value="Interested in"><input type="hidden" name="type-dmform-3" value="checkbox">
    </fieldset>
    <div data-vitrine-form-field="dmform-4">
      <label for="dmform-4">Message</label><textarea id="dmform-4" name="dmform-4" required>   hello  </textarea>
      <input type="hidden" name="label-dmform-4" value="Message"><input type="hidden" name="type-dmform-4" value="message">
    </div>
    <div data-vitrine-form-field="dmform-5">
      <label for="dmform-5">For which day?</label><input id="dmform-5" name="dmform-5" data-vitrine-form-format="ddmmyyyy" placeholder="DD/MM/YYYY">
      <input type="hidden" name="label-dmform-5" value="For which day?"><input type="hidden" name="type-dmform-5" value="date">
    </div>
    <div data-vitrine-form-field="dmform-6">
      <label for="dmform-6">Pick-up time</label><input id="dmform-6" name="dmform-6" data-vitrine-form-format="24h">
      <input type="hidden" name="label-dmform-6" value="Pick-up time"><input type="hidden" name="type-dmform-6" value="time">
    </div>
    <div data-vitrine-form-captcha></div>
    <button type="submit">Send</button>
  </form>
  <div data-vitrine-form-success hidden>Thank you!</div>`;
