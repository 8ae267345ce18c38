/** A step's verdict, as stored in the KYC record's `result`. */
export type StepResult = 'clear' | 'consider' | 'rejected';

export interface IdentityInput {
  legalName: string;
  dateOfBirth: string;
  country: string;
}

export interface DocumentInput {
  contentType: string;
  bytes: Buffer;
}

/**
 * A verification vendor behind one small interface: start a session, then
 * receive the result of each step of the hosted flow. Real vendors plug in
 * here (their HTTP protocol behind these calls); `sandbox` is built in.
 */
export interface KycProvider {
  readonly name: string;
  startSession(input: { userId: string; kycId: string }): Promise<{ reference: string }>;
  receiveResult(
    step: { kind: 'identity'; input: IdentityInput } | { kind: 'document'; input: DocumentInput } | { kind: 'liveness' },
  ): Promise<StepResult>;
}

/** Deterministic: a legal name containing "reject" fails the identity step; every other step clears. */
export const sandboxProvider: KycProvider = {
  name: 'sandbox',
  async startSession({ kycId }) {
    return { reference: `sandbox_${kycId}` };
  },
  async receiveResult(step) {
    if (step.kind === 'identity' && /reject/i.test(step.input.legalName)) return 'rejected';
    return 'clear';
  },
};

export const DEFAULT_KYC_PROVIDERS: Readonly<Record<string, KycProvider>> = { sandbox: sandboxProvider };
