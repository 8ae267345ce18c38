import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stub of the few Stripe API endpoints the `stripe` provider
 * uses (customers.create, paymentMethods.attach/detach), answering in
 * Stripe's wire format (form-encoded requests, JSON bodies, Stripe's error
 * objects), so the official SDK runs unmodified without network access.
 */
export class StripeStub {
  private server!: Server;
  port = 0;
  readonly requests: { method: string; path: string; body: URLSearchParams; authorization?: string }[] = [];
  private readonly attachedTo = new Map<string, string>();
  private seq = 0;

  private static readonly CARDS: Record<string, { brand: string; last4: string }> = {
    pm_card_visa: { brand: 'visa', last4: '4242' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  };

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        const path = req.url ?? '';
        this.requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_stub_${++this.seq}` });
          res.end(JSON.stringify(json));
        };
        const error = (status: number, err: Record<string, unknown>) => send(status, { error: err });
        if (req.method === 'POST' && path === '/v1/customers') {
          return send(200, { id: `cus_stub${++this.seq}`, object: 'customer', email: body.get('email'), metadata: { userId: body.get('metadata[userId]') } });
        }
        const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
        if (req.method === 'POST' && attach) {
          const id = decodeURIComponent(attach[1]!);
          const customer = body.get('customer')!;
          if (id === 'pm_boom') return error(500, { type: 'api_error', message: 'Something went wrong on our end.' });
          if (id === 'pm_card_chargeDeclined')
            return error(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', param: '' });
          const card = StripeStub.CARDS[id];
          if (card) {
            const newId = `pm_stub${++this.seq}`;
            this.attachedTo.set(newId, customer);
            return send(200, { id: newId, object: 'payment_method', type: 'card', card, customer });
          }
          const owner = this.attachedTo.get(id);
          if (owner === undefined)
            return error(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${id}'` });
          if (owner !== customer)
            return error(400, { type: 'invalid_request_error', message: 'The payment method you provided has already been attached to a customer.' });
          return send(200, { id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' }, customer });
        }
        const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
        if (req.method === 'POST' && detach) {
          const id = decodeURIComponent(detach[1]!);
          this.attachedTo.delete(id);
          return send(200, { id, object: 'payment_method', type: 'card', customer: null });
        }
        return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
