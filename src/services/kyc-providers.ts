/** A step's verdict, as stored in the KYC record's `result`. */
export type StepResult = 'clear' | 'consider' | 'rejected';

export interface IdentityInput {
  legalName: string;
  dateOfBirth: string;
  country: string;
}

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license', 'residence_permit', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentInput {
  contentType: string;
  bytes: Buffer;
  documentType: DocumentType;
  /**
   * The whole number, for the provider to check. It is never stored, logged
   * or put in an event: the KYC record keeps its last four characters only.
   */
  documentNumber: string;
}

/**
 * A verification vendor behind one small interface: start a session, then
 * receive the result of each step of the hosted flow. Real vendors plug in
 * here (their HTTP protocol behind these calls); `sandbox` is built in.
 */
export interface KycProvider {
  readonly name: string;
  /**
   * Whether it verifies real people, and so may be used in live environments
   * (decisions §8). A provider that accepts made-up data must say false.
   */
  readonly live: boolean;
  startSession(input: { userId: string; kycId: string }): Promise<{ reference: string }>;
  receiveResult(step: { kind: 'identity'; input: IdentityInput } | { kind: 'document'; input: DocumentInput } | { kind: 'liveness' }): Promise<StepResult>;
}

/** Deterministic: a legal name containing "reject" fails the identity step; every other step clears. */
export const sandboxProvider: KycProvider = {
  name: 'sandbox',
  live: false,
  async startSession({ kycId }) {
    return { reference: `sandbox_${kycId}` };
  },
  async receiveResult(step) {
    if (step.kind === 'identity' && /reject/i.test(step.input.legalName)) return 'rejected';
    return 'clear';
  },
};

export const DEFAULT_KYC_PROVIDERS: Readonly<Record<string, KycProvider>> = { sandbox: sandboxProvider };

/** Whether `provider` may verify people in an environment: in live, only providers that check real identities. */
export function providerWorksIn(provider: KycProvider, livemode: boolean): boolean {
  return !livemode || provider.live;
}

/**
 * The provider a hosted page offers (the invitation's "Verify my identity"):
 * in sandbox the built-in one, in live the first configured provider that
 * works in live; null when there is none.
 */
export function hostedProvider(providers: Readonly<Record<string, KycProvider>>, livemode: boolean): KycProvider | null {
  const usable = Object.entries(providers)
    .filter(([name, p]) => Object.hasOwn(providers, name) && providerWorksIn(p, livemode))
    .map(([, p]) => p);
  return (!livemode ? usable.find((p) => p.name === 'sandbox') : undefined) ?? usable[0] ?? null;
}
