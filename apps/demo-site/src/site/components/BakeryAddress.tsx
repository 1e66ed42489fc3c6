import { CONTACT } from '../site';

/** The bakery's postal address, as the footer and the contact pages (in either language) show it. */
export function BakeryAddress() {
  return (
    <address>
      {CONTACT.street}
      <br />
      {CONTACT.city}
    </address>
  );
}
