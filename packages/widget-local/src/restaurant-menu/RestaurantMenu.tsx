import type { Device } from '@vitrine/widget-api';
import type { WidgetProps } from '@vitrine/widget-api/react';
import { useId, useState } from 'react';
import { useLocalStyles } from '../local-styles';
import type { RestaurantMenuConfig } from './config';
import type { MenuCategory } from './menu-data';
import { initiallyOpen, readMenu } from './menu-data';

function Items({ category, id, hidden }: { category: MenuCategory; id?: string; hidden?: boolean }) {
  return (
    <div id={id} hidden={hidden} className="vw-menu__panel">
      {category.description && <p className="vw-menu__category-description">{category.description}</p>}
      <ul className="vw-menu__items">
        {category.items.map((item) => (
          <li className="vw-menu__item" key={item.name}>
            <span className="vw-menu__item-name">{item.name}</span>
            {item.price && <span className="vw-menu__price">{item.price}</span>}
            {item.description && <p className="vw-menu__item-description">{item.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface MenuViewProps {
  categories: readonly MenuCategory[];
  collapsible: boolean;
  open: readonly boolean[];
  baseId: string;
  onToggle?: (index: number) => void;
}

/** What the widget draws; servers draw the same through `RestaurantMenuMarkup`, so nothing moves when it starts. */
function MenuView({ categories, collapsible, open, baseId, onToggle }: MenuViewProps) {
  return (
    <div className={`vw-menu${collapsible ? ' vw-menu--collapsible' : ''}`}>
      {categories.map((category, index) => {
        const panelId = `${baseId}-${index}`;
        const expanded = open[index] ?? false;
        return (
          <section className="vw-menu__category" key={category.name}>
            <h3 className="vw-menu__category-name">
              {collapsible ? (
                <button
                  type="button"
                  className="vw-menu__toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={onToggle && (() => onToggle(index))}
                >
                  {category.name}
                  <span
                    className={`vw-menu__arrow vw-menu__arrow--${expanded ? 'up' : 'down'}`}
                    aria-hidden="true"
                  >
                    {expanded ? '▲' : '▼'}
                  </span>
                </button>
              ) : (
                category.name
              )}
            </h3>
            <Items category={category} id={panelId} hidden={collapsible && !expanded} />
          </section>
        );
      })}
    </div>
  );
}

/**
 * The restaurant menu from server-rendered data (spec widgets §3, §4). On a phone each category is a disclosure:
 * tapping its heading button toggles its items and turns the arrow; all but the first start collapsed.
 */
export function RestaurantMenu({ config, context }: WidgetProps<RestaurantMenuConfig>) {
  const { categories } = config;
  const [open, setOpen] = useState(() => initiallyOpen(context.device, categories.length));
  const baseId = useId();
  useLocalStyles();

  return (
    <MenuView
      categories={categories}
      collapsible={context.device === 'mobile'}
      open={open}
      baseId={baseId}
      onToggle={(index) => setOpen((now) => now.map((value, at) => (at === index ? !value : value)))}
    />
  );
}

/**
 * The menu as the widget first draws it on `device`, for a server to render inside the widget's element (with
 * `LOCAL_CSS` in the page): the widget then takes its place without moving anything. Without JavaScript the
 * toggles do nothing; a page can show collapsed panels with `@media (scripting:none)`.
 */
export function RestaurantMenuMarkup({
  categories,
  device,
}: {
  categories: readonly unknown[];
  device: Device;
}) {
  const menu = readMenu(categories).categories;
  return (
    <MenuView
      categories={menu}
      collapsible={device === 'mobile'}
      open={initiallyOpen(device, menu.length)}
      baseId={`vw-menu-${device}`}
    />
  );
}
