// A stand-in for the hosted store platform's script (https://app.ecwid.com/script.js?{storeId}&…), served by
// the store tests at the network boundary: no machine here reaches the platform. It implements the part of the
// public storefront JS API the store widget uses, with the documented names and call order:
// - the dynamic embed (Ecwid's "Add Ecwid to the site" / dynamic widgets): with `window.ecwid_dynamic_widgets`
//   set, `xProductBrowser("categoriesPerRow=3", "views=…", "categoryView=…", "searchView=…", "id=…")` queues the
//   product browser and `Ecwid.init()` draws it; `Ecwid.destroy()` removes it and leaves the mini-cart behind;
// - `window.ec.config.storefrontUrls.cleanUrls` / `ec.config.baseUrl` (clean URLs) and `window.ec.storefront`
//   (the storefront design settings), read when the browser is drawn;
// - `Ecwid.OnAPILoaded` (called once the API is available; a callback added later is called at once),
//   `Ecwid.OnPageLoaded(page)` with `page.type` CATEGORY, PRODUCT, CART, SEARCH or ORDER_CONFIRMATION,
//   `Ecwid.OnCartChanged(cart)` with `cart.productsQuantity` (also on initialisation),
//   `Ecwid.OnOrderPlaced(order)` with `vendorNumber`, `total`, `productsQuantity`;
// - `Ecwid.openPage('category' | 'product' | 'cart' | 'search', params)`;
// - its own history: store links push their URL, and back/forward to one of them shows that page again.
// Everything it saw is on `window.__ecwidStandIn` for the tests to read.
(() => {
  const script = document.currentScript;
  const record = {
    scriptUrl: script ? script.src : '',
    browserCalls: [],
    inits: 0,
    destroys: 0,
    storefront: undefined,
    config: undefined,
    pages: [],
  };
  window.__ecwidStandIn = record;

  const categories = [
    { id: 1, name: 'Breads' },
    { id: 2, name: 'Pastries' },
    { id: 3, name: 'Pantry' },
  ];
  const products = [
    { id: 101, categoryId: 1, name: 'Harbor country loaf', price: 9 },
    { id: 102, categoryId: 1, name: 'Dark rye with caraway', price: 10.5 },
    { id: 105, categoryId: 2, name: 'Cardamom knot', price: 4.25 },
    { id: 109, categoryId: 3, name: 'Stone-milled flour, 2 kg', price: 8 },
  ];

  const eventList = () => {
    const callbacks = [];
    return {
      callbacks,
      add(callback) {
        callbacks.push(callback);
      },
      fire(argument) {
        for (const callback of callbacks.slice()) callback(argument);
      },
    };
  };

  let apiLoaded = false;
  const onApiLoaded = eventList();
  const onPageLoaded = eventList();
  const onCartChanged = eventList();
  const onOrderPlaced = eventList();
  const queued = [];
  let browser; // { container, args }
  let cartQuantity = 0;
  let orders = 0;

  const argument = (args, name) => {
    const found = args.find((arg) => arg.startsWith(`${name}=`));
    return found === undefined ? undefined : found.slice(name.length + 1);
  };
  const clean = () => Boolean(window.ec?.config?.storefrontUrls?.cleanUrls);
  const base = () => (window.ec?.config?.baseUrl ?? location.pathname).replace(/\/+$/, '');
  const slug = (name) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const urlOf = (page) => {
    if (clean()) {
      if (page.type === 'CART') return `${base()}/cart`;
      if (page.type === 'SEARCH') return `${base()}/search?keywords=${encodeURIComponent(page.keywords)}`;
      if (page.type === 'PRODUCT') return `${base()}/${slug(page.name)}-p${page.productId}`;
      if (page.type === 'ORDER_CONFIRMATION') return `${base()}/checkout/order-confirmation`;
      return page.categoryId ? `${base()}/${slug(page.name)}-c${page.categoryId}` : base();
    }
    if (page.type === 'CART') return `${base()}#!/~/cart`;
    if (page.type === 'SEARCH')
      return `${base()}#!/~/search/keywords=${encodeURIComponent(page.keywords)}&offset=0`;
    if (page.type === 'PRODUCT') return `${base()}#!/~/product/id=${page.productId}`;
    if (page.type === 'ORDER_CONFIRMATION') return `${base()}#!/~/checkoutResult`;
    return page.categoryId ? `${base()}#!/~/category/id=${page.categoryId}&offset=0` : base();
  };

  const pageFor = (name, params = {}) => {
    if (name === 'product') {
      const product = products.find((candidate) => candidate.id === Number(params.id));
      return product
        ? { type: 'PRODUCT', productId: product.id, name: product.name }
        : { type: 'CATEGORY', categoryId: 0 };
    }
    if (name === 'category') {
      const category = categories.find((candidate) => candidate.id === Number(params.id));
      return category
        ? { type: 'CATEGORY', categoryId: category.id, name: category.name }
        : { type: 'CATEGORY', categoryId: 0 };
    }
    if (name === 'cart') return { type: 'CART' };
    if (name === 'search') return { type: 'SEARCH', keywords: String(params.keywords ?? '') };
    if (name === 'order-confirmation') return { type: 'ORDER_CONFIRMATION' };
    return { type: 'CATEGORY', categoryId: 0 };
  };

  const link = (text, page) => {
    const anchor = document.createElement('a');
    anchor.href = urlOf(page);
    anchor.textContent = text;
    // The platform routes its own links: the site's link handling sees the click as handled.
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      show(page, 'push');
    });
    return anchor;
  };

  const draw = (page) => {
    const { container } = browser;
    container.replaceChildren();
    const root = document.createElement('div');
    root.className = 'ec-store ecwid-productBrowser';
    root.dataset.page = page.type;
    const heading = document.createElement('h2');
    const nav = document.createElement('nav');
    nav.setAttribute('aria-label', 'Store');
    for (const category of categories)
      nav.append(
        link(category.name, { type: 'CATEGORY', categoryId: category.id, name: category.name }),
        ' ',
      );
    nav.append(link('Bag', { type: 'CART' }));
    root.append(nav, heading);
    if (page.type === 'PRODUCT') {
      const product = products.find((candidate) => candidate.id === page.productId);
      heading.textContent = `Live: ${product.name}`;
      const add = document.createElement('button');
      add.type = 'button';
      add.textContent = 'Add to Bag';
      add.addEventListener('click', () => {
        cartQuantity += 1;
        onCartChanged.fire({ productsQuantity: cartQuantity, items: [] });
      });
      root.append(add);
    } else if (page.type === 'CART') {
      heading.textContent = `Live: Shopping bag (${cartQuantity})`;
      const order = document.createElement('button');
      order.type = 'button';
      order.textContent = 'Place order';
      order.addEventListener('click', () => {
        orders += 1;
        const placed = {
          vendorNumber: `HR-${orders}`,
          total: cartQuantity * 9,
          productsQuantity: cartQuantity,
        };
        cartQuantity = 0;
        onOrderPlaced.fire(placed);
        onCartChanged.fire({ productsQuantity: 0, items: [] });
        show({ type: 'ORDER_CONFIRMATION' }, 'push');
      });
      root.append(order);
    } else if (page.type === 'SEARCH') {
      heading.textContent = `Live: Search results for ${page.keywords}`;
    } else if (page.type === 'ORDER_CONFIRMATION') {
      heading.textContent = 'Live: Thank you for your order';
    } else {
      heading.textContent = page.categoryId ? `Live: ${page.name}` : 'Live: Store';
      const list = document.createElement('ul');
      for (const product of products.filter(
        (item) => !page.categoryId || item.categoryId === page.categoryId,
      )) {
        const item = document.createElement('li');
        item.append(link(product.name, { type: 'PRODUCT', productId: product.id, name: product.name }));
        list.append(item);
      }
      root.append(list);
    }
    container.append(root);
  };

  const show = (page, history) => {
    if (!browser) return;
    if (history === 'push' && urlOf(page) !== location.pathname + location.search + location.hash)
      window.history.pushState({ ecwid: true }, '', urlOf(page));
    draw(page);
    record.pages.push(page.type);
    onPageLoaded.fire(page);
  };

  const render = (args) => {
    const id = argument(args, 'id');
    const container = id ? document.getElementById(id) : null;
    if (!container) return;
    browser = { container, args };
    record.storefront = { ...(window.ec?.storefront ?? {}) };
    record.config = JSON.parse(JSON.stringify(window.ec?.config ?? {}));
    if (!document.querySelector('.ecwid-minicart')) {
      const minicart = document.createElement('div');
      minicart.className = 'ecwid-minicart';
      minicart.textContent = 'Bag';
      document.body.append(minicart);
    }
    const productId = argument(args, 'defaultProductId');
    const categoryId = argument(args, 'defaultCategoryId');
    const first = productId
      ? pageFor('product', { id: productId })
      : categoryId
        ? pageFor('category', { id: categoryId })
        : pageFor('main');
    if (!apiLoaded) {
      apiLoaded = true;
      onApiLoaded.fire();
    }
    onCartChanged.fire({ productsQuantity: cartQuantity, items: [] });
    show(first, 'replace');
  };

  /** The page a store URL names, as the platform reads its clean URLs and hashbang routes. */
  const pageAt = () => {
    const hash = location.hash;
    const id = (pattern, text) => Number(pattern.exec(text)?.[1]);
    if (hash.startsWith('#!/~/')) {
      if (hash.startsWith('#!/~/cart')) return pageFor('cart');
      if (hash.startsWith('#!/~/search/'))
        return pageFor('search', { keywords: decodeURIComponent(/keywords=([^&]*)/.exec(hash)?.[1] ?? '') });
      if (hash.startsWith('#!/~/product/')) return pageFor('product', { id: id(/id=(\d+)/, hash) });
      if (hash.startsWith('#!/~/category/')) return pageFor('category', { id: id(/id=(\d+)/, hash) });
    }
    const path = location.pathname;
    if (!path.startsWith(base())) return undefined;
    if (path.endsWith('/cart')) return pageFor('cart');
    if (path.endsWith('/search'))
      return pageFor('search', { keywords: new URLSearchParams(location.search).get('keywords') ?? '' });
    if (/-p\d+$/.test(path)) return pageFor('product', { id: id(/-p(\d+)$/, path) });
    if (/-c\d+$/.test(path)) return pageFor('category', { id: id(/-c(\d+)$/, path) });
    return pageFor('main');
  };
  window.addEventListener('popstate', () => {
    const page = browser ? pageAt() : undefined;
    if (page) show(page, 'none');
  });

  window.xProductBrowser = (...args) => {
    record.browserCalls.push(args);
    if (window.ecwid_dynamic_widgets) queued.push(args);
    else render(args);
  };

  window.Ecwid = {
    OnAPILoaded: {
      add(callback) {
        onApiLoaded.add(callback);
        if (apiLoaded) callback();
      },
    },
    OnPageLoaded: onPageLoaded,
    OnCartChanged: onCartChanged,
    OnOrderPlaced: onOrderPlaced,
    init() {
      record.inits += 1;
      for (const args of queued.splice(0)) render(args);
    },
    destroy() {
      record.destroys += 1;
      if (browser) browser.container.replaceChildren();
      browser = undefined;
    },
    openPage(name, params) {
      show(pageFor(name, params), 'push');
    },
    getOwnerId() {
      return Number(new URL(record.scriptUrl).search.slice(1).split('&')[0]);
    },
  };

  record.listenerCounts = () => ({
    OnAPILoaded: onApiLoaded.callbacks.length,
    OnPageLoaded: onPageLoaded.callbacks.length,
    OnCartChanged: onCartChanged.callbacks.length,
    OnOrderPlaced: onOrderPlaced.callbacks.length,
  });
})();
