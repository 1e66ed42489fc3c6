import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { ALLERGENS, allergenTable } from '../menu';
import type { PageContentProps } from '../site-page';

/**
 * The allergen guide. A page of its own (a link to it works without JavaScript), and what the menu's
 * "Allergen guide" popup shows.
 */
export function AllergensPage({ publication }: PageContentProps) {
  const rows = allergenTable();
  return (
    <>
      <PageIntro eyebrow="Menu" title="Allergen guide">
        <p>
          Everything is baked in one kitchen where wheat, rye, milk, eggs, nuts and sesame are all handled:
          traces of any of them are possible in every item.
        </p>
      </PageIntro>
      <div className="allergens">
        <table>
          <caption>What each item contains</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              {ALLERGENS.map((allergen) => (
                <th scope="col" key={allergen}>
                  {allergen}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item}>
                <th scope="row">{row.item}</th>
                {ALLERGENS.map((allergen) => (
                  <td key={allergen}>{row.contains.includes(allergen) ? 'Yes' : '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <UpdatedNote publication={publication} />
    </>
  );
}
