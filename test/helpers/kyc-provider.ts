import type { KycProvider } from '../../src/services/kyc-providers.ts';

/**
 * A provider that declares it checks real identities (`live: true`), as a
 * vendor integration would. No such vendor ships with the service, so tests
 * of the live rules plug this one in behind the provider interface; it
 * clears every step and records what it was given.
 */
export function liveKycProvider(name = 'acme-id'): KycProvider & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    name,
    live: true,
    calls,
    async startSession(input) {
      calls.push({ startSession: input });
      return { reference: `${name}_${input.kycId}` };
    },
    async receiveResult(step) {
      calls.push({ step: step.kind });
      return 'clear';
    },
  };
}
