import { describe, expect, it } from 'vitest';
import { navItems, pageNavItems } from './navigation';
import { pagePath } from './site';

const flat = (items: ReturnType<typeof navItems>): ReturnType<typeof navItems> =>
  items.flatMap((item) => [item, ...flat(item.subNav ?? [])]);

describe('the navigation of each language', () => {
  it('is labelled wholly in French for the French pages, one item for each English one', () => {
    const english = navItems('en');
    const french = navItems('fr');
    // Each English item has its French one, in the same place.
    const pairs = Object.fromEntries(english.map((item, index) => [item.title, french[index]?.title]));
    expect(pairs).toEqual({
      Home: 'Accueil',
      About: 'À propos',
      'Our story': 'Notre histoire',
      Menu: 'La carte',
      Locations: 'Nos adresses',
      Gallery: 'Galerie',
      Journal: 'Journal',
      Contact: 'Contact',
    });
    expect(french[4]?.subNav?.map((item) => item.title)).toEqual([
      'Nous trouver sur le plan',
      'Le marché du samedi',
    ]);
    expect(flat(french)).toHaveLength(flat(english).length);
  });

  it("leads to a page's French version where it has one, else to the page in English", () => {
    const byTitle = new Map(flat(navItems('fr')).map((item) => [item.title, item]));
    expect(byTitle.get('Accueil')).toMatchObject({ alias: 'accueil', href: pagePath('accueil') });
    expect(byTitle.get('Contact')).toMatchObject({ alias: 'nous-ecrire', href: pagePath('nous-ecrire') });
    expect(byTitle.get('Notre histoire')).toMatchObject({ alias: 'our-story', href: pagePath('our-story') });
    expect(byTitle.get('Le marché du samedi')).toMatchObject({ alias: 'market', href: pagePath('market') });
  });

  it('keeps the English navigation as it was', () => {
    expect(navItems('en').map((item) => [item.alias, item.title])).toEqual([
      ['home', 'Home'],
      ['about', 'About'],
      ['our-story', 'Our story'],
      ['menu', 'Menu'],
      ['locations', 'Locations'],
      ['gallery', 'Gallery'],
      ['blog', 'Journal'],
      ['contact', 'Contact'],
    ]);
  });

  it("gives a page its own language's navigation, an English-only page the English one", () => {
    expect(pageNavItems('nous-ecrire')).toEqual(navItems('fr'));
    expect(pageNavItems('accueil')).toEqual(navItems('fr'));
    expect(pageNavItems('contact')).toEqual(navItems('en'));
    expect(pageNavItems('gallery')).toEqual(navItems('en'));
  });
});
