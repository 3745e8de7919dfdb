'use client';

/** The marketplace website's origin (the contract's `{site_url}`), as the server learnt it; null when unknown. */
import { createContext, useContext } from 'react';

export const MarketplaceWebsiteContext = createContext<string | null>(null);

export const useMarketplaceWebsite = (): string | null => useContext(MarketplaceWebsiteContext);
