import { createContext, useContext } from 'react';
import type { CardSession } from './paymentProvider';

/**
 * The {@link CardSession} of the payment form around; each provider's `Scope` provides it.
 * `null` outside a scope.
 */
export const CardSessionContext = createContext<CardSession | null>(null);

/**
 * The card session of the enclosing `provider.Scope` (see paymentProvider.ts).
 * @throws Error when called outside a payment provider's `Scope`.
 */
export function useCardSession(): CardSession {
  const session = useContext(CardSessionContext);
  if (!session) throw new Error('useCardSession() must be called inside a payment provider Scope');
  return session;
}
