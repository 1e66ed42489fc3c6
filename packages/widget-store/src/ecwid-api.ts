// The part of the platform's public storefront JS API this package uses, as Ecwid documents it
// (api-docs.ecwid.com "Storefront JS API": Ecwid.OnAPILoaded, OnPageLoaded, OnCartChanged, OnOrderPlaced,
// openPage, init, destroy; the dynamic-widgets flags and xProductBrowser of the embed code).

export interface EcwidEvent<Argument> {
  add(callback: (argument: Argument) => void): void;
}

/** The page object `OnPageLoaded` hands over: `type` is CATEGORY, PRODUCT, CART, SEARCH, ORDER_CONFIRMATION, … */
export interface EcwidPage {
  type: string;
  categoryId?: number;
  productId?: number;
  name?: string;
  keywords?: string;
}

export interface EcwidCart {
  productsQuantity?: number;
}

export interface EcwidOrder {
  vendorNumber?: string;
  orderNumber?: number;
  total?: number;
  productsQuantity?: number;
}

export interface EcwidApi {
  OnAPILoaded: EcwidEvent<void>;
  OnPageLoaded: EcwidEvent<EcwidPage>;
  OnCartChanged: EcwidEvent<EcwidCart | null>;
  OnOrderPlaced: EcwidEvent<EcwidOrder>;
  init(): void;
  destroy(): void;
  openPage(page: string, params?: Record<string, unknown>): void;
  refreshConfig?(): void;
}

export interface EcwidWindow {
  Ecwid?: EcwidApi;
  xProductBrowser?: (...args: string[]) => void;
  ec?: {
    config?: Record<string, unknown> & { storefrontUrls?: Record<string, unknown>; baseUrl?: string };
    storefront?: Record<string, unknown>;
  };
  ecwid_script_defer?: boolean;
  ecwid_dynamic_widgets?: boolean;
}

/** The platform's script for a store, in the page's language (spec widgets §7). */
export function ecwidScriptUrl(storeId: string, lang: string): string {
  const language = lang.split('-')[0]?.toLowerCase() || 'en';
  return `https://app.ecwid.com/script.js?${encodeURIComponent(storeId)}&data_platform=vitrine&lang=${encodeURIComponent(language)}`;
}

/**
 * What the platform adds to the document outside the store's own element and leaves behind when destroyed:
 * the floating mini-cart, the product image viewer, popups and overlays.
 */
export const ECWID_LEFTOVER_SELECTORS = [
  '.ecwid-minicart',
  '.ec-minicart',
  '.ecwid-pswp',
  '.ecwid-popup',
  '.ecwid-overlay',
  '.ec-cart-widget',
];
