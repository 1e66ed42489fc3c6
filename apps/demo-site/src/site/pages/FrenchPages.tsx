import { BakeryAddress } from '../components/BakeryAddress';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { crossLanguageLink } from '../languages';
import { CONTACT, pagePath } from '../site';
import type { PageContentProps } from '../site-page';

/** The home page in French: the demo's second language covers a few pages. */
export function AccueilPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Boulangerie de quartier" title="Harbor & Rye, en français">
        <p>
          Pain au levain, viennoiseries et café sur Harbor Street, à Port Alder. Chaque matin, du grain local
          moulu sur pierre.
        </p>
      </PageIntro>
      <section className="card" aria-labelledby="fr-visit">
        <h2 id="fr-visit">Nous rendre visite</h2>
        <p>
          Du mardi au dimanche. <a href={pagePath('nous-ecrire')}>Écrivez-nous</a> ou consultez{' '}
          <a href={pagePath('locations')} {...crossLanguageLink('locations', 'fr')}>
            nos adresses (en anglais)
          </a>
          .
        </p>
      </section>
      <UpdatedNote publication={publication} language="fr" />
    </>
  );
}

/** The contact page in French. */
export function NousEcrirePage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Écrivez-nous">
        <p>
          Commandes, vente en gros, événements ou une question sur un pain : nous répondons entre deux
          fournées.
        </p>
      </PageIntro>
      <section className="card" aria-labelledby="fr-call">
        <h2 id="fr-call">Appeler ou écrire</h2>
        <p>
          <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a> ·{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </p>
        <BakeryAddress />
      </section>
      <UpdatedNote publication={publication} language="fr" />
    </>
  );
}
