'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PaymentTerms } from '@/lib/marketplace/payment-guard';

export interface DashboardConfig {
  /** The marketplace origin the server calls; wallet proofs are bound to it. */
  upstreamOrigin: string;
  /** Whether that upstream is this project's sandbox (sandbox wallets are offered only then). */
  sandbox: boolean;
  /** What a payment must look like to be signed (USDC, the marketplace's payees); null when it could not be learnt, and then nothing is signed. */
  paymentTerms: PaymentTerms | null;
}

const ConfigContext = createContext<DashboardConfig | null>(null);

export function DashboardConfigProvider({ value, children }: { value: DashboardConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export function useDashboardConfig(): DashboardConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useDashboardConfig outside DashboardConfigProvider');
  return config;
}
