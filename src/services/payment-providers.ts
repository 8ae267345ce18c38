import Stripe from 'stripe';
import { newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';

export interface CardMethod {
  id: string;
  type: 'card';
  brand: string;
  last4: string;
}

/**
 * A payment provider behind one small interface. Errors are our AppErrors:
 * `card_declined` (402), `payment_method_invalid` (400),
 * `payment_method_attached_elsewhere` (409), `provider_error` (502).
 */
export interface PaymentProvider {
  readonly name: string;
  createCustomer(input: { email: string | null; userId: string }): Promise<{ providerCustomerId: string | null }>;
  /** Attach `paymentMethodId` to the customer; returns the method as attached (its id may be new, as with test tokens). */
  attach(paymentMethodId: string, customer: { providerCustomerId: string | null }): Promise<CardMethod>;
  detach(paymentMethodId: string): Promise<void>;
}

const SANDBOX_CARDS: Record<string, { brand: string; last4: string } | 'declined'> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: 'declined',
};

/**
 * Stripe-style test tokens, no network: each attach of a token creates a new
 * method (`pm_<ULID>`), as Stripe does; ids the sandbox issued are looked up
 * by the caller (re-attaching one is idempotent).
 */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  async createCustomer() {
    return { providerCustomerId: null };
  },
  async attach(paymentMethodId) {
    const card = SANDBOX_CARDS[paymentMethodId];
    if (card === 'declined')
      throw new AppError('card_declined', { param: 'paymentMethodId', message: 'The card was declined (sandbox pm_card_chargeDeclined).' });
    if (!card) {
      throw new AppError('payment_method_invalid', {
        param: 'paymentMethodId',
        message: 'Not a sandbox payment method; use pm_card_visa, pm_card_mastercard, pm_card_amex or pm_card_chargeDeclined.',
      });
    }
    return { id: newId('paymentMethod'), type: 'card', ...card };
  },
  async detach() {},
};

/** Stripe's errors, as our error codes. */
function fromStripe(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new AppError('card_declined', { param: 'paymentMethodId', message: error.message });
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (/already been attached to a customer/i.test(error.message)) throw new AppError('payment_method_attached_elsewhere', { param: 'paymentMethodId' });
    throw new AppError('payment_method_invalid', {
      param: error.param === 'payment_method' || !error.param ? 'paymentMethodId' : error.param,
      message: error.message,
    });
  }
  throw new AppError('provider_error', { cause: error });
}

/** The `stripe` provider, on the official SDK. `options` lets tests aim it at a local stub of the Stripe API. */
export function stripePaymentProvider(secretKey: string, options: Stripe.StripeConfig = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 10_000, ...options });
  return {
    name: 'stripe',
    async createCustomer({ email, userId }) {
      try {
        const customer = await stripe.customers.create({ ...(email ? { email } : {}), metadata: { userId } });
        return { providerCustomerId: customer.id };
      } catch (error) {
        return fromStripe(error);
      }
    },
    async attach(paymentMethodId, customer) {
      try {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customer.providerCustomerId! });
        if (method.type !== 'card' || !method.card)
          throw new AppError('payment_method_invalid', { param: 'paymentMethodId', message: 'Only card payment methods are supported.' });
        return { id: method.id, type: 'card', brand: method.card.brand, last4: method.card.last4 };
      } catch (error) {
        if (error instanceof AppError) throw error;
        return fromStripe(error);
      }
    },
    async detach(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        return fromStripe(error);
      }
    },
  };
}

/** Which provider serves each environment type. */
export interface PaymentProviders {
  live: PaymentProvider;
  sandbox: PaymentProvider;
}

const notConfigured = async (): Promise<never> => {
  throw new AppError('payment_provider_unavailable');
};

/**
 * Live with no provider configured: every call that would reach a provider is refused (503
 * `payment_provider_unavailable`), never served by the sandbox — a test card must never attach in live.
 */
export const unconfiguredPaymentProvider: PaymentProvider = { name: 'none', createCustomer: notConfigured, attach: notConfigured, detach: notConfigured };

/** Sandbox environments always use the sandbox provider; live ones use Stripe when a secret key is configured, else none. */
export function paymentProvidersFor(stripeSecretKey: string | undefined): PaymentProviders {
  return { sandbox: sandboxPaymentProvider, live: stripeSecretKey ? stripePaymentProvider(stripeSecretKey) : unconfiguredPaymentProvider };
}
