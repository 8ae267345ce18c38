// Generated from openapi.json by `npm run openapi` (openapi-typescript). Do not edit.
// Use with openapi-fetch: `createClient<paths>({ baseUrl })`; see README, "OpenAPI clients".

export type JsonValue = null | boolean | number | string | JsonValue[] | {
    [key: string]: JsonValue;
};
export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in a dashboard member
         * @description Email and password → a 15-minute access token and an httpOnly session cookie (12 hours; ends after 2 idle hours) that refreshes it, for one organization: `tenantId` when given (404 `not_found` when the account is no member there), else the one used last. `organizations` lists the others this person may open with `POST /auth/switch`. A wrong email or password is 401 `invalid_credentials`, whichever it is, after the same work. Five failures for one account from one address lock that account for that address (1 minute, doubling up to an hour); fifty for one account from anywhere lock it for 15 minutes; twenty from one address lock the address for 15 minutes (429 with Retry-After). The account-wide and address-wide locks stop strangers only: a browser that signed in before (its httpOnly `device` cookie, set here, 180 days) counts against its own lock instead, and an address the account signed in from before skips the account-wide one. A locked-out owner can also ask for an unlock link by email (`POST /auth/unlock`). Tenants that enforce SSO answer 403 `sso_required`, closed ones 403 `tenant_closed`.
         */
        post: operations["auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open another organization of the signed-in person
         * @description Like an account switcher: from a password session, opens another organization the same person is a member of (one of `organizations`) without the password again. The current session ends; the answer sets the new session cookie. 404 `not_found` for an organization the person is not a member of; 409 `invalid_state` from a single sign-on session (sign in there with its own sign-in); 403 `sso_required` when the organization enforces single sign-on.
         */
        post: operations["auth-switch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email me an unlock link
         * @description For a member locked out by failed sign-ins: when the address has a dashboard account, a one-time link (1 hour) goes to it; opening it lifts the lock and lets that browser sign in however many wrong passwords others send. At most one message per account per 10 minutes. The answer is the same, and as quick, for any address.
         */
        post: operations["auth-unlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh access token from the session cookie
         * @description Needs only the session cookie (no CSRF token: it changes nothing a cross-site page could read). The cookie is rotated: the answer sets a new one, and the old one keeps working for 60 seconds (a second tab refreshing at the same time), after which presenting it ends the session. 401 `session_required` when the session is over; 403 `tenant_closed` when the organization is closed.
         */
        post: operations["auth-refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (revoke the session)
         * @description Ends the session on the server: its cookie and every access token issued from it stop working at once. Clears the cookie.
         */
        post: operations["auth-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member */
        get: operations["auth-session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with a one-time link token
         * @description Joins the organization with the token of the set-password link mailed to the invited address (or printed by the CLI). Single use, 7 days. A new address chooses its password here; an address that already has a dashboard account (a member of another organization) gives that password instead (401 `invalid_credentials` otherwise, under the login throttle). 409 `invalid_state` for an unknown, used or expired token (checked before any password hashing); 403 `tenant_closed` when the organization is closed.
         */
        post: operations["auth-setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the calling tenant
         * @description The tenant resolved from the key pair, with the environment the key belongs to.
         *
         *     Required API-key scope: `tenants.read`.
         */
        get: operations["tenants-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List environments
         * @description The tenant's environments (live and sandbox), newest first, with cursor pagination.
         *
         *     Required API-key scope: `environments.read`.
         */
        get: operations["environments-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an environment
         * @description Either environment of the calling tenant. Another tenant's environment is 404, never 403.
         *
         *     Required API-key scope: `environments.read`.
         */
        get: operations["environments-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an environment (dashboard only)
         * @description Dashboard sessions only (owner or admin): API keys get 403 `key_forbidden`. Written to the audit log. Operators can use `npm run cli -- environments update`. An environment the platform operator disabled (`disabledBy: operator`) cannot be enabled here: 409 `invalid_state`. `managedDisputes` applies to disputes opened after the change; those already open keep the way they were opened with.
         */
        patch: operations["environments-update"];
        trace?: never;
    };
    "/v1/tenants/add-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user
         * @description Creates an `invited` user with a `not_started` KYC record and fires `tenant.users.invite` `{userId, email, name}`, all in one transaction. Idempotent on email: an existing user of that email (compared case-insensitively) is returned unchanged and nothing fires. Honours `Idempotency-Key`.
         *
         *     Required API-key scope: `users.write`.
         */
        post: operations["users-add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/add-user-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add up to 10,000 users
         * @description The body is a JSON array of add-user objects (1–10,000; chunks of 1,000 advised; up to 16 MiB). Each row is validated on its own: invalid rows are reported in `failed` (`email_invalid`, `name_invalid`, `phone_invalid`, `metadata_invalid`, or `row_invalid` for a row that is not an object or has unknown fields); emails the tenant already has, and repeats within the array, are `skipped`. Each created user gets its KYC record and its own `tenant.users.invite` event. `created + skipped + failed.length` equals the number of rows. Over tRPC, pass `{ items: [...] }`. Honours `Idempotency-Key`.
         *
         *     Required API-key scope: `users.write`.
         */
        post: operations["users-addBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a user
         * @description Another tenant's or environment's user is 404.
         *
         *     Required API-key scope: `users.read`.
         */
        get: operations["users-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Newest first; filter by `email` (case-insensitive, exact) or `status`.
         *
         *     Required API-key scope: `users.read`.
         */
        get: operations["users-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The outbox of this environment, newest first. `type` filters as webhook subscriptions do: an exact type, `*`, or `prefix.*` (`transaction.*`); an unknown type is 400.
         *
         *     Required API-key scope: `events.read`.
         */
        get: operations["events-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event
         * @description Required API-key scope: `events.read`.
         */
        get: operations["events-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Queues the event again, to `endpointId` when given (any enabled endpoint of the environment), otherwise to every enabled endpoint subscribed to its type. The `webhook-id` header stays the event id, so receivers can deduplicate.
         *
         *     Required API-key scope: `webhooks.write`.
         */
        post: operations["events-redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kyc/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a user's KYC record
         * @description Another tenant's or environment's user is 404.
         *
         *     Required API-key scope: `kyc.read`.
         */
        get: operations["kyc-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a user's KYC record (deep merge)
         * @description For tenants who run their own verification. A deep merge: fields left out are kept, `result` leaves are set one by one (`null` clears one), `metadata` merges at every depth (`null` removes a key). Status moves: not_started → pending | complete | rejected; pending → complete | rejected; rejected → pending | complete; complete is final (409 `invalid_state`). A status change fires `kyc.updated` in the same transaction; completing activates the user. `verified` (the identity your provider established) merges field by field, `null` clears it; it is frozen once the record is complete, and it sets `nameMismatch`.
         *
         *     Required API-key scope: `kyc.write`.
         */
        patch: operations["kyc-update"];
        trace?: never;
    };
    "/kyc/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a hosted verification session
         * @description Returns a short-lived (15 minutes) session token bound to the user, tenant and environment, and the URL of the hosted verification flow. Moves the record to `pending` (a rejected record starts over). A `complete` record is reused: 409 `kyc_already_complete`. Provider `sandbox` is built in: a legal name containing "reject" fails the identity step; every other step clears. It works in sandbox environments only: with a live key it is 400 `provider_unavailable`. Unknown provider → 404. `returnUrl` (https in live) is linked from the last page of the flow. An Idempotency-Key replay omits `sessionToken` and `url` (never stored; `Idempotent-Omitted` says so).
         *
         *     Required API-key scope: `kyc.session`.
         */
        post: operations["kyc-createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an escrow transaction
         * @description Parties as `seller`/`buyer` objects (`{userId}` or `{email, name?}`) or flat `sellerId`/`buyerId`; both forms naming different users → 400. Returns status `invited` (history `created`, `invited`) with `inviteToken` and `inviteUrl` for the counterparty (valid 14 days) — shown on create only. Fires `transaction.created` (and `tenant.users.invite` for each new user). Honours `Idempotency-Key`; a replay omits `inviteToken` and `inviteUrl` (they are never stored), as its `Idempotent-Omitted` header says.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's current transaction
         * @description The newest transaction that is not released, refunded or cancelled where `userId` is the seller or the buyer; 404 when there is none.
         *
         *     Required API-key scope: `transactions.read`.
         */
        get: operations["transactions-current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Newest first. Filters compose with each other and with pagination; `userId` matches either party; `createdFrom`/`createdTo` are inclusive.
         *
         *     Required API-key scope: `transactions.read`.
         */
        get: operations["transactions-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a transaction
         * @description The full object: history, timeline and counterparty status.
         *
         *     Required API-key scope: `transactions.read`.
         */
        get: operations["transactions-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a transaction
         * @description `title` and `timeline` can change until the transaction is funded (then 409 `invalid_state`); `metadata` always. `timeline` merges (a timeline with only `deliveryDays` keeps `inspectionDays`); `metadata` merges and a null value removes its key.
         *
         *     Required API-key scope: `transactions.write`.
         */
        patch: operations["transactions-update"];
        trace?: never;
    };
    "/v1/transactions/{id}/mark-funded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a transaction funded
         * @description accepted → funded, once your settlement process confirmed the deposit. Needs both parties' KYC `complete` (409 `kyc_required`), no unreviewed sanctions match (409 `sanctions_hold`) and no disabled party (409 `user_disabled`). Fires `transaction.status.changed`. With a timeline, sets `autoReleaseAt` = now + (`deliveryDays` + `inspectionDays`) days: the service then releases the funds on its own unless a dispute is open or a request pending, with `transaction.inspection_ending` 24 hours before.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-markFunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a funded transaction
         * @description funded → released: the funds go to the seller. Your backend may move the money either way (the parties on their hosted pages may not); a pending party request ends as `settled`. Refused while a party has an unreviewed sanctions match (409 `sanctions_hold`) or is disabled (409 `user_disabled`). Fires `transaction.status.changed`. Without this call, the service releases a funded transaction itself at its `autoReleaseAt` (the timeline).
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a funded transaction
         * @description funded → refunded: the funds go back to the buyer. A pending party request ends as `settled`. Fires `transaction.status.changed`.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a transaction before it is funded
         * @description created, invited or accepted → cancelled (final). Once funded, use refund instead (409 `invalid_state`). The invitation stops working. Fires `transaction.status.changed` with `cancelledBy: "api"` and the `reason`.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A transaction's disputes with their evidence
         * @description Newest first, with cursor pagination like every list. A transaction is disputed at most once (funded → disputed → released or refunded), so the list holds no dispute or one, with all its evidence.
         *
         *     Required API-key scope: `transactions.read`.
         */
        get: operations["transactions-listDisputes"];
        put?: never;
        /**
         * Open a dispute
         * @description funded → disputed, on behalf of the party in `openedBy`. Returns the dispute. Fires `transaction.disputed`. With managed disputes on for the environment, the dispute is `managed`: each party has until `evidenceDueAt` to submit evidence, then the service decides.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/disputes/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add evidence to the open dispute
         * @description While disputed (the status stays `disputed`). `submittedBy` is the party the evidence speaks for; it is recorded with `source: tenant` (your backend posted it) and shown to both parties and the platform operator. In a managed dispute only evidence a party adds itself on its hosted page (`source: party`) counts for that party at the evidence deadline: what you post never decides a default. `attachments` are https URLs of files you host. A dispute holds at most 100 pieces of evidence (409 `invalid_state` beyond). Fires `transaction.dispute.updated`.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-addEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/disputes/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the open dispute
         * @description Your operations team decides: disputed → released or refunded. Release is refused on a sanctions hold or a disabled party. Fires `transaction.status.changed`. A managed dispute (opened while the environment had `managedDisputes` on) is decided by the service: 409 `managed_dispute`, and nothing changes.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-resolveDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/party-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a party link
         * @description A signed link (valid one hour) to the hosted party page for the seller or the buyer: status, history, and what that party may do — the buyer releases and the seller refunds (each after a confirmation), the other direction is a request the other party answers; either may cancel before funding, open a dispute and add evidence. An Idempotency-Key replay omits `url` (never stored; `Idempotent-Omitted` says so).
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["transactions-createPartyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Newest first.
         *
         *     Required API-key scope: `webhooks.read`.
         */
        get: operations["webhookEndpoints-list"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Returns the endpoint with its `whsec_` signing secret, shown this once. It receives events created from now on. An environment has at most 16 endpoints (409 `invalid_state` beyond; deleted ones do not count). Honours `Idempotency-Key`; a replay omits `secret` (`Idempotent-Omitted` says so). A URL whose host is an address webhooks may not reach is 400 `url_not_allowed`; unknown event types are 400 `validation_failed` naming the entry.
         *
         *     Required API-key scope: `webhooks.write`.
         */
        post: operations["webhookEndpoints-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description Required API-key scope: `webhooks.read`.
         */
        get: operations["webhookEndpoints-get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Permanently removes the endpoint. Undelivered events for it are abandoned, visibly so in its delivery log (still readable).
         *
         *     Required API-key scope: `webhooks.write`.
         */
        delete: operations["webhookEndpoints-delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Enabling an endpoint the service disabled (`gone` or `failing`) clears `disabledReason` and `failingSince`; then `recover` resends what failed meanwhile.
         *
         *     Required API-key scope: `webhooks.write`.
         */
        patch: operations["webhookEndpoints-update"];
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Returns the new secret, shown this once. For 24 hours deliveries carry two signatures (new and previous) in `webhook-signature`, so receivers can switch without losing events. An Idempotency-Key replay omits `secret` (`Idempotent-Omitted` says so).
         *
         *     Required API-key scope: `webhooks.write`.
         */
        post: operations["webhookEndpoints-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery log
         * @description Newest first: each delivery with its status and every attempt (time, status code, duration, error, next retry). The request and response of each attempt are on the delivery itself (`GET …/deliveries/{deliveryId}`). Readable after the endpoint is deleted.
         *
         *     Required API-key scope: `webhooks.read`.
         */
        get: operations["webhookEndpoints-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a delivery with its attempts in full
         * @description Every attempt with the request we sent (URL, headers, body) and what came back: status, headers (at most 40) and the first 4 KiB of the body when it is text. Echoes of the signing secret are redacted. Bodies and headers are kept 30 days; after that the attempt keeps its status, timing and error.
         *
         *     Required API-key scope: `webhooks.read`.
         */
        get: operations["webhookEndpoints-delivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend failed deliveries after an outage
         * @description Queues every failed delivery of this endpoint created since `since` again, as new deliveries in event order, each once: a failed delivery is marked `recoveredAt` as it is queued, so a second recover (or two at once) never sends it twice. At most 10,000 per call, oldest first; call again while `hasMore`. Receivers see the same `webhook-id` as before. The endpoint must be enabled (409 `invalid_state`).
         *
         *     Required API-key scope: `webhooks.write`.
         */
        post: operations["webhookEndpoints-recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends an example event of `type` to the endpoint now, signed and sent like a real delivery (same headers, same `livemode`, same address rules), and answers with the attempt: the request sent and the status, headers and first 4 KiB of the answer. The example data uses all-zero ids. Nothing is kept: the event is not in `/v1/events` and the attempt is not in the delivery log. Works on a disabled endpoint. Counts against the rate limit like any POST, and waits at most the webhook timeout (10 s by default) for the receiver.
         *
         *     Required API-key scope: `webhooks.write`.
         */
        post: operations["webhookEndpoints-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sanctions/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sanctions screening log
         * @description One entry per screening attempt, newest first, page-numbered as documented: `{items, total, page, limit, totalPages}` (page default 1, limit default 50, at most 100).
         *
         *     Required API-key scope: `sanctions.read` and tenant permission `log.view`.
         */
        get: operations["sanctions-logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sanctions/logs/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a possible match
         * @description `false_positive` releases the hold on the user; `true_match` disables the user. Records who (the key) and when. Fires `sanctions.reviewed`.
         *
         *     Required API-key scope: `sanctions.review` and tenant permission `log.view`.
         */
        post: operations["sanctions-review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sanctions/screen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Screen a name ad hoc
         * @description Scores a name against the active lists; hits at or above the tenant's threshold (default 0.85), best first. Writes no log entry. A date of birth and a country, when given, raise hits that agree and lower hits that clearly disagree, as at KYC completion.
         *
         *     Required API-key scope: `sanctions.screen`.
         */
        post: operations["sanctions-screen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sanctions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the log as CSV
         * @description The log entries in a date range (and the list filters), oldest first, as RFC 4180 CSV. Cells holding `,`, `;` or a tab are quoted, and a formula trigger (`=`, `+`, `-`, `@`) that a spreadsheet could run gets a `'` before it: at a cell's start, and after a `;`, tab or line break inside it (where a reader splitting on `;` starts a cell). At most 100,000 entries per export: a wider range is 400 `validation_failed` (narrow `dateFrom`/`dateTo`).
         *
         *     Required API-key scope: `sanctions.export` and tenant permission `log.view`.
         */
        get: operations["sanctions-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Newest first; filter by `userId`.
         *
         *     Required API-key scope: `payments.read`.
         */
        get: operations["payments-listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description One per user per environment: a second create returns the existing customer. In live, with no payment provider configured for this instance (STRIPE_SECRET_KEY), 503 `payment_provider_unavailable`: live never falls back to the sandbox.
         *
         *     Required API-key scope: `payments.write`.
         */
        post: operations["payments-createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a customer
         * @description Required API-key scope: `payments.read`.
         */
        get: operations["payments-getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/customers/{customerId}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's payment methods
         * @description Newest first (by when they were attached), with cursor pagination like every list; a customer holds at most 100 methods. `starting_after`/`ending_before` take a method id of this customer or a `nextCursor`.
         *
         *     Required API-key scope: `payments.read`.
         */
        get: operations["payments-listMethods"];
        put?: never;
        /**
         * Attach a payment method
         * @description The id comes from your checkout flow. Sandbox accepts `pm_card_visa`, `pm_card_mastercard`, `pm_card_amex` (each attach creates a new `pm_…`) and `pm_card_chargeDeclined` (402 `card_declined`). The first method becomes the default, as does one attached with `setDefault`. Re-attaching a method to its customer is idempotent; to another customer, 409. A customer holds at most 100 methods (409 `invalid_state` beyond). Fires `payment_method.attached`. In live with no payment provider configured, 503 `payment_provider_unavailable` (never the sandbox cards).
         *
         *     Required API-key scope: `payments.write`.
         */
        post: operations["payments-attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/customers/{customerId}/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Detach a payment method
         * @description If it was the default, the newest remaining method becomes the default. Fires `payment_method.detached`.
         *
         *     Required API-key scope: `payments.write`.
         */
        delete: operations["payments-detach"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/customers/{customerId}/payment-methods/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a payment method the default
         * @description Required API-key scope: `payments.write`.
         */
        post: operations["payments-setDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test clocks
         * @description Newest first. Sandbox keys only: a live key gets 404 `not_found` on every test-clock route.
         *
         *     Required API-key scope: `transactions.read`.
         */
        get: operations["testClocks-list"];
        put?: never;
        /**
         * Create a test clock
         * @description A clock frozen at `frozenTime` (within 10 years of now). Transactions created with its `testClockId` live on its time: their history, deadlines, auto-release, reminders, party links and managed-dispute deadlines; advance it to run what their days bring. An environment has at most 100 clocks (409 `invalid_state` beyond). Sandbox keys only: a live key gets 404 `not_found` on every test-clock route. Honours `Idempotency-Key`.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["testClocks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a test clock
         * @description Poll it after an advance: `status` is `ready` when everything due has happened (a `test_clock.ready` event says so too). Sandbox keys only: a live key gets 404 `not_found` on every test-clock route.
         *
         *     Required API-key scope: `transactions.read`.
         */
        get: operations["testClocks-get"];
        put?: never;
        post?: never;
        /**
         * Delete a test clock
         * @description Refused (409 `invalid_state`) while the clock is advancing or while a transaction on it is still open: release, refund or cancel them first. Unlike Stripe, which deletes the objects on a clock, escrow records are never deleted: the finished transactions stay, naming the deleted clock. The clock then answers 404. Sandbox keys only: a live key gets 404 `not_found` on every test-clock route.
         *
         *     Required API-key scope: `transactions.write`.
         */
        delete: operations["testClocks-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-clocks/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a test clock
         * @description Moves the clock forward to `to` (after its `frozenTime`, at most 2 years later; else 400 `validation_failed`). Answers at once with `status: advancing`; the service then runs, in time order, everything due on the clock’s transactions — `transaction.inspection_ending` reminders, auto-releases, managed-dispute evidence deadlines — with the same events real time would write (plus `testClockId` in their data), and ends with `status: ready` and a `test_clock.ready` event. Until then changes to its transactions answer 409 `test_clock_advancing`, and advancing it again 409 `invalid_state`. A clock in `internal_failure` may be advanced again to retry. Sandbox keys only: a live key gets 404 `not_found` on every test-clock route. Honours `Idempotency-Key`.
         *
         *     Required API-key scope: `transactions.write`.
         */
        post: operations["testClocks-advance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List request logs
         * @description The environment's keyed requests while its `debugLogging` is on, newest first, kept 7 days: method, route pattern, status, duration, request id (bodies on the single log). Filters compose with each other and with pagination; `createdFrom`/`createdTo` are inclusive. Requests to the request log itself are not logged.
         *
         *     Required API-key scope: `request_logs.read` and tenant permission `log.view`.
         */
        get: operations["requestLogs-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a request log
         * @description One logged request with its request and response bodies, secrets redacted.
         *
         *     Required API-key scope: `request_logs.read` and tenant permission `log.view`.
         */
        get: operations["requestLogs-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages sent to parties
         * @description The outbox of the environment: every message composed for the parties of its escrows (with `partyEmails` on), newest first, kept 30 days, whether or not an SMTP server is configured — like a mail catcher, a sandbox shows what a buyer or seller would get without any mail server. Bodies are on the single message (sandbox only). Messages to dashboard members never appear here.
         *
         *     Required API-key scope: `emails.read`.
         */
        get: operations["emails-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a message
         * @description One message with its plain-text and HTML parts as the recipient gets them (sandbox). In live, `text` and `html` are null: they carry the parties’ own links, which the tenant has no use for.
         *
         *     Required API-key scope: `emails.read`.
         */
        get: operations["emails-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Overview: counts and recent events
         * @description Counts for the environment (users, transactions by status, settlement requests awaiting an answer, open disputes, sanctions matches awaiting review, webhook endpoints) and its 10 newest events.
         */
        get: operations["dashboard-overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Newest first; filter by `status` and by the status of the latest settlement request (`requestStatus=pending`: awaiting the other party's answer).
         */
        get: operations["dashboard-transactions-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a transaction
         * @description The full object, with its history and its dispute (null when none was opened), evidence included.
         */
        get: operations["dashboard-transactions-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users with their KYC status
         * @description Newest first; filter by `status`.
         */
        get: operations["dashboard-users-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a user
         * @description The user can no longer be a party to a new transaction (409 `user_disabled`), and its open transactions cannot be funded or released (decisions §1). Fires `tenant.users.disabled`; written to the audit log. Already disabled → 409 `invalid_state`. Re-enabling is not offered.
         */
        post: operations["dashboard-users-disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API key pairs
         * @description The tenant's key pairs, newest first, revoked ones included: both environments, or the one `environment` names; cursor pagination like every list. Secrets are never shown: only their last 4 characters.
         */
        get: operations["dashboard-keys-list"];
        put?: never;
        /**
         * Create an API key pair
         * @description A new key pair in the chosen environment, with a name and the scopes it may use (default: every scope; a call outside them answers 403 `key_forbidden`). The secret key is in this answer only. Written to the audit log.
         */
        post: operations["dashboard-keys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key pair
         * @description Requests with the pair fail with 401 `key_revoked` from now on. A revoked pair answers 409 `invalid_state`. Written to the audit log.
         */
        post: operations["dashboard-keys-revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/keys/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a key pair's secret
         * @description A new secret key, shown only in this answer; the old secret fails with 401 `authentication_error` from now on. A revoked pair answers 409 `invalid_state`. Written to the audit log.
         */
        post: operations["dashboard-keys-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's environments
         * @description Its live and sandbox environments with their settings, as `GET /v1/environments` lists them (cursor pagination like every list). Owners and admins change them with `PATCH /v1/environments/{id}`.
         */
        get: operations["dashboard-environments-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The environment's events, newest first; `type` filters as `GET /v1/events` does (an exact type, `*` or `prefix.*`).
         */
        get: operations["dashboard-events-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event
         * @description One event with its data.
         */
        get: operations["dashboard-events-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/presentation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The environment's hosted-page presentation
         * @description Display name, support contact, logo, accent colour and funding instructions, as the hosted pages show them.
         */
        get: operations["dashboard-presentation-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the environment's hosted-page presentation
         * @description Owners and admins. Only the fields sent change; null clears one. The accent colour needs 4.5:1 contrast with white; a live support URL must be https; the logo is checked by its bytes (PNG, JPEG or WebP; SVG refused) and size. Written to the audit log.
         */
        patch: operations["dashboard-presentation-update"];
        trace?: never;
    };
    "/v1/dashboard/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The environment's endpoints (at most 16), newest first, with cursor pagination like every list.
         */
        get: operations["dashboard-webhooks-list"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Returns the endpoint with its `whsec_` signing secret, shown this once. At most 16 per environment (409 `invalid_state` beyond). Written to the audit log (without the secret).
         */
        post: operations["dashboard-webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its undelivered events are abandoned, visibly so in its delivery log (still readable). Written to the audit log.
         */
        delete: operations["dashboard-webhooks-delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Change its URL, events, description, or enable/disable it (enabling clears what the service set: `disabledReason`, `failingSince`). Written to the audit log.
         */
        patch: operations["dashboard-webhooks-update"];
        trace?: never;
    };
    "/v1/dashboard/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery log
         * @description Newest first, each delivery with every attempt. Readable after the endpoint is deleted.
         */
        get: operations["dashboard-webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/webhooks/{id}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A delivery with its attempts in full
         * @description Every attempt with the request sent and a bounded excerpt of the answer (as `GET /v1/webhook-endpoints/{id}/deliveries/{deliveryId}`).
         */
        get: operations["dashboard-webhooks-delivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/events/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Queues the event again, to `endpointId` when given (any enabled endpoint of the environment), otherwise to every enabled endpoint subscribed to its type. Written to the audit log.
         */
        post: operations["dashboard-webhooks-redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend failed deliveries after an outage
         * @description As `POST /v1/webhook-endpoints/{id}/recover`: every failed delivery since `since` is queued again, each once. Written to the audit log.
         */
        post: operations["dashboard-webhooks-recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description As `POST /v1/webhook-endpoints/{id}/test`: an example event, signed like real ones, sent now; answers with the attempt. Nothing is stored.
         */
        post: operations["dashboard-webhooks-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/sanctions/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sanctions matches awaiting review
         * @description The log entries in `possible_match`, newest first, each with the user it is about, page-numbered like the sanctions log: `{items, total, page, limit, totalPages}` (page default 1, limit default 50).
         */
        get: operations["dashboard-sanctions-queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/sanctions/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a possible match
         * @description `false_positive` releases the hold on the user; `true_match` disables the user. Records the member as reviewer; fires `sanctions.reviewed`; written to the audit log.
         */
        post: operations["dashboard-sanctions-review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disputes awaiting a decision
         * @description Transactions in `disputed`, oldest first (the queue is worked from its oldest end), each with its open dispute and evidence; cursor pagination like every list (`nextCursor` leads to newer ones).
         */
        get: operations["dashboard-disputes-awaiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/disputes/{transactionId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a dispute
         * @description disputed → released or refunded. Release is refused on a sanctions hold or a disabled party. Fires `transaction.status.changed`; written to the audit log. A managed dispute is decided by the service: 409 `managed_dispute`, and nothing changes.
         */
        post: operations["dashboard-disputes-resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's dashboard members
         * @description Newest first, disabled ones included, with cursor pagination like every list. Every role may read it; inviting and changing members is for owners and admins.
         */
        get: operations["dashboard-members-list"];
        put?: never;
        /**
         * Invite a member
         * @description Creates the member and mails the one-time set-password link (valid 7 days) to the invited address, and only there: the inviter never sees it, so nobody can join with someone else’s address (decisions §13). `emailed` is false when the server has no SMTP server configured: the message is stored, not sent, and the operator can print a link with `npm run cli -- members link`. An email already used by a member of this organization is 409 `invalid_state`; whether it belongs to another organization is never disclosed (the invitation reserves nothing until the owner of the address completes the link). Only an owner can invite an owner (403 `role_forbidden`). Written to the audit log.
         */
        post: operations["dashboard-members-invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member's role or status
         * @description Disabling a member ends their sessions at once. Only an owner can change an owner or make one (403 `role_forbidden`); the last active owner cannot be demoted or disabled (409 `invalid_state`). Written to the audit log.
         */
        patch: operations["dashboard-members-update"];
        trace?: never;
    };
    "/v1/dashboard/members/{id}/confirm-sso-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a member's single sign-on link
         * @description Links the waiting single sign-on identity (`ssoLinkRequest`) to the member, who can then sign in with it. An identity is never linked to an existing member silently unless the provider verified the email and the member has no password. 409 `invalid_state` when no request is waiting (or `subject` no longer names it). Only an owner can confirm for an owner. Written to the audit log.
         */
        post: operations["dashboard-members-confirmSsoLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log
         * @description Every dashboard change of the tenant, newest first: who, what, when, before → after.
         */
        get: operations["dashboard-audit-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/request-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List request logs
         * @description As `GET /v1/request-logs`: the keyed requests of the environment while its `debugLogging` is on, newest first, kept 7 days.
         */
        get: operations["dashboard-requestLogs-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/request-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a request log
         * @description As `GET /v1/request-logs/{id}`: one logged request with its bodies, secrets redacted.
         */
        get: operations["dashboard-requestLogs-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/test-clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test clocks
         * @description The tenant's sandbox environment (test clocks exist in sandbox only). Newest first.
         */
        get: operations["dashboard-testClocks-list"];
        put?: never;
        /**
         * Create a test clock
         * @description The tenant's sandbox environment (test clocks exist in sandbox only). As `POST /v1/test-clocks`; written to the audit log.
         */
        post: operations["dashboard-testClocks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/test-clocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A test clock with what it holds, will do and did
         * @description The tenant's sandbox environment (test clocks exist in sandbox only). The clock; its transactions (newest 100); the next 20 steps an advance would take (reminders, auto-releases, evidence deadlines, earliest first); and the newest 50 events naming it.
         */
        get: operations["dashboard-testClocks-get"];
        put?: never;
        post?: never;
        /**
         * Delete a test clock
         * @description The tenant's sandbox environment (test clocks exist in sandbox only). As `DELETE /v1/test-clocks/{id}` (refused while a transaction on it is open); written to the audit log.
         */
        delete: operations["dashboard-testClocks-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/test-clocks/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a test clock
         * @description The tenant's sandbox environment (test clocks exist in sandbox only). As `POST /v1/test-clocks/{id}/advance`; written to the audit log.
         */
        post: operations["dashboard-testClocks-advance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages sent to parties
         * @description As `GET /v1/emails`: the environment’s party messages, newest first, kept 30 days.
         */
        get: operations["dashboard-emails-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/emails/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this server sends email
         * @description `smtpConfigured` false: the server has no SMTP server (SMTP_URL), so messages are composed and stored but none is sent — the dashboard says so on live environments. `partyEmails`: the environment’s setting.
         */
        get: operations["dashboard-emails-settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a message
         * @description As `GET /v1/emails/{id}`: bodies in sandbox, null in live.
         */
        get: operations["dashboard-emails-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Any JSON value (strings ≤ 500 characters, arrays ≤ 50 items, object keys 1–40 characters; a request body nests at most 32 levels). */
        JsonValue: JsonValue;
        DashboardLogin: {
            /** @description A 15-minute JWT: send it as `Authorization: Bearer …`. */
            accessToken: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            expiresAt: string;
            /** @description Send as `X-CSRF-Token` on changes made with the session cookie. */
            csrfToken: string;
            member: components["schemas"]["Member"];
            /** @description Every organization this person may open (their own memberships only), the one used last first; `POST /auth/switch` opens another. A single sign-on session lists its own organization only. */
            organizations: components["schemas"]["DashboardOrganization"][];
        };
        Member: {
            id: string;
            tenantId: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "developer" | "viewer";
        };
        DashboardOrganization: {
            tenantId: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "developer" | "viewer";
            /** @description Password sign-in is off there: open it through its single sign-on. */
            ssoRequired: boolean;
        };
        Tenant: {
            /** @example tnt_01JD0000000000000000000000 */
            tenantId: string;
            name: string;
            /**
             * @description Always `active` for a tenant that can authenticate.
             * @enum {string}
             */
            status: "active";
            /** @enum {string} */
            plan: "standard" | "scale";
            /** @description True when the calling key belongs to the live environment. */
            livemode: boolean;
            /** @description The environment of the calling key pair. */
            environmentId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        Environment: {
            /** @example 0193a5b2c4d1e8f0a1b2c3d4 */
            id: string;
            tenantId: string;
            name: string;
            /** @enum {string} */
            type: "live" | "sandbox";
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description Who disabled it: `operator` (only the platform operator can enable it again) or `tenant`; null while active. */
            disabledBy: ("operator" | "tenant") | null;
            /** @constant */
            apiVersion: "v1";
            /** Format: int32 */
            webhookRetries: number;
            debugLogging: boolean;
            /** @description Per-minute override; null means the plan default applies. */
            rateLimitPerMinute: number | null;
            /** @description Managed disputes: when true, disputes opened in this environment are decided by the service (an evidence deadline per party, then the platform operator), and `POST /v1/transactions/{id}/disputes/resolve` answers 409 `managed_dispute` for them. Default false. */
            managedDisputes: boolean;
            /** @description Party emails: when true, the service emails the buyer and the seller of this environment’s escrows at every step (invitation, acceptance, funding, requests, release, refund, cancellation, disputes, inspection ending, identity verification needed), each with a link to their own page. Default false, for tenants that mail their own customers; on in the demo. See docs/api.md, Email. */
            partyEmails: boolean;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
        };
        User: {
            /** @example usr_01JD0000000000000000000000 */
            id: string;
            name: string;
            /** @description As given, domain lower-cased. */
            email: string;
            /** @description Null for a user created as an unknown-email transaction party. */
            phone: string | null;
            tenantId: string;
            /** @enum {string} */
            status: "invited" | "active" | "disabled";
            /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
            metadata: {
                [key: string]: string;
            };
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        BulkAddUsersResult: {
            /**
             * Format: int32
             * @description Users created by this call.
             */
            created: number;
            /**
             * Format: int32
             * @description Rows whose email the tenant already has, or that repeat an earlier row of this call.
             */
            skipped: number;
            failed: {
                /**
                 * Format: int32
                 * @description Position of the row in the array.
                 */
                index: number;
                /** @description The row's email as sent (cut to 254 characters), or null when it has none. */
                email: string | null;
                /** @enum {string} */
                error: "email_invalid" | "name_invalid" | "phone_invalid" | "metadata_invalid" | "row_invalid";
            }[];
        };
        Event: {
            /** @example evt_01JD0000000000000000000000 */
            id: string;
            /** @example tenant.users.invite */
            type: string;
            tenantId: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /** @description Depends on `type`. */
            data: {
                [key: string]: unknown;
            };
        };
        KycRecord: {
            /** @example kyc_01JD0000000000000000000000 */
            id: string;
            userId: string;
            tenantId: string;
            /** @enum {string} */
            status: "not_started" | "pending" | "complete" | "rejected";
            /**
             * Format: int32
             * @description Steps done: 0 none, 1 identity, 2 document, 3 liveness.
             */
            currentStep: number;
            result: {
                identity: ("clear" | "consider" | "rejected") | null;
                document: ("clear" | "consider" | "rejected") | null;
                liveness: ("clear" | "consider" | "rejected") | null;
            };
            metadata: {
                [key: string]: unknown;
            };
            /** @description Null until a step (or a PATCH) supplies part of it. */
            verified: components["schemas"]["VerifiedIdentity"] | null;
            /** @description True when the verified name accounts for less than half of the user's account name (rule in the API guide, KYC); false without a verified name. */
            nameMismatch: boolean;
            /** @description When the check finished (complete or rejected). */
            submittedOn: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
        };
        /** @description What the verification established (decisions §8): filled by the hosted flow step by step, or by PATCH for tenants with their own provider. Trust it only when `status` is `complete`. */
        VerifiedIdentity: {
            /** @description Legal name as verified. */
            name: string | null;
            /** @description YYYY-MM-DD. */
            dateOfBirth: string | null;
            /**
             * @description ISO 3166-1 alpha-2, upper case.
             * @example GB
             */
            country: string | null;
            documentType: ("passport" | "id_card" | "driving_license" | "residence_permit" | "other") | null;
            /** @description The last four characters of the document number; the whole number is never kept. */
            documentNumberLast4: string | null;
        };
        KycSession: {
            /** @description Shown once: absent from an Idempotency-Key replay. */
            sessionToken?: string;
            /**
             * Format: uri
             * @description The hosted flow, `{PUBLIC_URL}/verify/{sessionToken}`. Shown once: absent from an Idempotency-Key replay.
             */
            url?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            expiresAt: string;
        };
        CreatedTransaction: {
            /** @example tx_01JD0000000000000000000000 */
            id: string;
            /** @description Unguessable public reference (`tokn_…`) used by the hosted party pages. */
            token: string;
            /** @enum {string} */
            accountType: "escrow" | "wire" | "card" | "bank_transfer" | "real_estate";
            title: string;
            /**
             * Format: int64
             * @description Minor units of `currency`.
             */
            amount: number;
            /**
             * @description ISO 4217 code.
             * @example USD
             */
            currency: string;
            /** @enum {string} */
            status: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
            sellerId: string;
            buyerId: string;
            seller: {
                id: string;
                name: string;
                email: string;
            };
            buyer: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            initiator: "seller" | "buyer";
            timeline: {
                deliveryDays: number | null;
                inspectionDays: number | null;
            };
            /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
            metadata: {
                [key: string]: string;
            };
            history: {
                /** @enum {string} */
                status: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                at: string;
                /**
                 * @description Present when the service moved the status itself: `auto_release`.
                 * @constant
                 */
                reason?: "auto_release";
                /**
                 * @description The rule that fired, with `reason`: `timeline`.
                 * @constant
                 */
                rule?: "timeline";
            }[];
            /** @description The invited party (the one that is not the initiator). */
            counterparty: {
                userId: string;
                /** @enum {string} */
                role: "seller" | "buyer";
                /** @enum {string} */
                status: "invited" | "active" | "disabled";
                /** @enum {string} */
                kycStatus: "not_started" | "pending" | "complete" | "rejected";
            };
            fundingReference: string | null;
            acceptedAt: string | null;
            /** @description The latest release/refund request made on a hosted party page; null if none was made. */
            settlementRequest: components["schemas"]["SettlementRequest"] | null;
            /** @description Set when the transaction is `cancelled`. */
            cancellation: components["schemas"]["Cancellation"] | null;
            /** @description While `funded`: when the service releases the funds if no dispute is open and no request pending — funding time + (`deliveryDays` + `inspectionDays`) days, set at funding. Null without a timeline, before funding and once the transaction is no longer `funded`. */
            autoReleaseAt: string | null;
            /** @description Sandbox: the test clock this transaction lives on (its timestamps and deadlines are on its time); null for real time. */
            testClockId: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
            /** @description The counterparty’s invitation (14 days). Shown once: absent from an Idempotency-Key replay. */
            inviteToken?: string;
            /**
             * Format: uri
             * @description `{PUBLIC_URL}/accept/{inviteToken}`. Shown once: absent from an Idempotency-Key replay.
             */
            inviteUrl?: string;
        };
        /** @description A party's request on its hosted page that the money move against the other party's interest (decisions §7). The latest one is kept; each fires an event. */
        SettlementRequest: {
            /**
             * @description `release` (asked by the seller) or `refund` (asked by the buyer).
             * @enum {string}
             */
            type: "release" | "refund";
            /** @enum {string} */
            requestedBy: "seller" | "buyer";
            reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            requestedAt: string;
            /**
             * @description `pending` until answered: `agreed` (the other party settled it on its page), `disputed` (a dispute was opened), `withdrawn` (by the requester), or `settled` (the money moved otherwise: your API call, or the requester settling the other way).
             * @enum {string}
             */
            status: "pending" | "agreed" | "disputed" | "withdrawn" | "settled";
            closedAt: string | null;
        };
        Cancellation: {
            /**
             * @description `api` (your backend) or the party that cancelled on its hosted page.
             * @enum {string}
             */
            cancelledBy: "api" | "seller" | "buyer";
            reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            cancelledAt: string;
        };
        Transaction: {
            /** @example tx_01JD0000000000000000000000 */
            id: string;
            /** @description Unguessable public reference (`tokn_…`) used by the hosted party pages. */
            token: string;
            /** @enum {string} */
            accountType: "escrow" | "wire" | "card" | "bank_transfer" | "real_estate";
            title: string;
            /**
             * Format: int64
             * @description Minor units of `currency`.
             */
            amount: number;
            /**
             * @description ISO 4217 code.
             * @example USD
             */
            currency: string;
            /** @enum {string} */
            status: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
            sellerId: string;
            buyerId: string;
            seller: {
                id: string;
                name: string;
                email: string;
            };
            buyer: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            initiator: "seller" | "buyer";
            timeline: {
                deliveryDays: number | null;
                inspectionDays: number | null;
            };
            /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
            metadata: {
                [key: string]: string;
            };
            history: {
                /** @enum {string} */
                status: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                at: string;
                /**
                 * @description Present when the service moved the status itself: `auto_release`.
                 * @constant
                 */
                reason?: "auto_release";
                /**
                 * @description The rule that fired, with `reason`: `timeline`.
                 * @constant
                 */
                rule?: "timeline";
            }[];
            /** @description The invited party (the one that is not the initiator). */
            counterparty: {
                userId: string;
                /** @enum {string} */
                role: "seller" | "buyer";
                /** @enum {string} */
                status: "invited" | "active" | "disabled";
                /** @enum {string} */
                kycStatus: "not_started" | "pending" | "complete" | "rejected";
            };
            fundingReference: string | null;
            acceptedAt: string | null;
            /** @description The latest release/refund request made on a hosted party page; null if none was made. */
            settlementRequest: components["schemas"]["SettlementRequest"] | null;
            /** @description Set when the transaction is `cancelled`. */
            cancellation: components["schemas"]["Cancellation"] | null;
            /** @description While `funded`: when the service releases the funds if no dispute is open and no request pending — funding time + (`deliveryDays` + `inspectionDays`) days, set at funding. Null without a timeline, before funding and once the transaction is no longer `funded`. */
            autoReleaseAt: string | null;
            /** @description Sandbox: the test clock this transaction lives on (its timestamps and deadlines are on its time); null for real time. */
            testClockId: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
        };
        Dispute: {
            id: string;
            transactionId: string;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @enum {string} */
            openedBy: "seller" | "buyer";
            reason: string;
            outcome: ("released" | "refunded") | null;
            note: string | null;
            evidence: components["schemas"]["DisputeEvidence"][];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            resolvedAt: string | null;
            /** @description Opened while the environment had managed disputes on: the service decides it, not your team. */
            managed: boolean;
            /** @description Managed disputes: a party with no evidence by then loses by default. Null when not managed. */
            evidenceDueAt: string | null;
            /** @description Managed and open: `awaiting_evidence` until the deadline, then `awaiting_decision` (the platform operator's queue). Null otherwise. */
            managedStatus: ("awaiting_evidence" | "awaiting_decision") | null;
            /** @description How it was decided: `tenant_decision`, `evidence_deadline` (a silent party lost by default) or `operator_decision`. Null while open. */
            rule: ("tenant_decision" | "evidence_deadline" | "operator_decision") | null;
            livemode: boolean;
        };
        DisputeEvidence: {
            id: string;
            disputeId: string;
            /**
             * @description The party the evidence speaks for.
             * @enum {string}
             */
            submittedBy: "seller" | "buyer";
            /** @description Who put it on record: `party` — the party itself, on its hosted page; `tenant` — your backend, with API keys, for `submittedBy`. In a managed dispute only `party` evidence counts for its party at the evidence deadline; `tenant` evidence is shown to both parties and the platform operator but never decides a default. Null on evidence recorded before this was kept (counted for neither party). */
            source: ("party" | "tenant") | null;
            description: string;
            attachments: string[];
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        PartyLink: {
            /**
             * Format: uri
             * @description Shown once: absent from an Idempotency-Key replay.
             */
            url?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            expiresAt: string;
        };
        WebhookEndpointWithSecretOnce: {
            /** @example wh_01JD0000000000000000000000 */
            id: string;
            url: string;
            description: string | null;
            /**
             * @description Event types it receives: exact types, `*`, or `prefix.*`.
             * @example [
             *       "transaction.*"
             *     ]
             */
            events: string[];
            enabled: boolean;
            /** @description Why the service disabled it: `gone` (the receiver answered 410) or `failing` (every attempt failed for 5 days). A PATCH with `enabled: true` clears it. */
            disabledReason: ("gone" | "failing") | null;
            /** @description The first failed attempt since the last success; null while healthy. Failing every attempt for 5 days disables the endpoint. */
            failingSince: string | null;
            /** @description While set, deliveries are also signed with the previous secret. */
            secretRotatedUntil: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
            /** @description The `whsec_` signing secret (Standard Webhooks). Shown only here: absent from an Idempotency-Key replay. */
            secret?: string;
        };
        WebhookEndpoint: {
            /** @example wh_01JD0000000000000000000000 */
            id: string;
            url: string;
            description: string | null;
            /**
             * @description Event types it receives: exact types, `*`, or `prefix.*`.
             * @example [
             *       "transaction.*"
             *     ]
             */
            events: string[];
            enabled: boolean;
            /** @description Why the service disabled it: `gone` (the receiver answered 410) or `failing` (every attempt failed for 5 days). A PATCH with `enabled: true` clears it. */
            disabledReason: ("gone" | "failing") | null;
            /** @description The first failed attempt since the last success; null while healthy. Failing every attempt for 5 days disables the endpoint. */
            failingSince: string | null;
            /** @description While set, deliveries are also signed with the previous secret. */
            secretRotatedUntil: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
        };
        WebhookDelivery: {
            id: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "abandoned";
            /** Format: int32 */
            attemptCount: number;
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** @description When a recover requeued this failed delivery (as a new delivery to the same endpoint). */
            recoveredAt: string | null;
            attempts: {
                id: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                attemptedAt: string;
                statusCode: number | null;
                /** Format: int32 */
                durationMs: number;
                error: string | null;
                nextRetryAt: string | null;
            }[];
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        /** @description A delivery with every attempt in full: the request sent and a bounded excerpt of the answer. */
        WebhookDeliveryDetail: {
            id: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "abandoned";
            /** Format: int32 */
            attemptCount: number;
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** @description When a recover requeued this failed delivery (as a new delivery to the same endpoint). */
            recoveredAt: string | null;
            attempts: {
                id: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                attemptedAt: string;
                statusCode: number | null;
                /** Format: int32 */
                durationMs: number;
                error: string | null;
                nextRetryAt: string | null;
                request: {
                    url: string;
                    /** @description The headers we sent: `webhook-id`, `webhook-timestamp`, `webhook-signature`, `content-type`, `user-agent`. */
                    headers: {
                        [key: string]: string;
                    };
                    /** @description The body we sent, as sent (the signed bytes). */
                    body: string;
                } | null;
                response: {
                    /** @description The receiver's headers: at most 40, values cut at 500 characters. */
                    headers: {
                        [key: string]: string;
                    };
                    /** @description The first 4096 bytes of the answer as text; null when it was not text (binary bodies are never stored). */
                    body: string | null;
                    /** @description The answer was longer than the excerpt (we stopped reading there). */
                    bodyTruncated: boolean;
                    /** @description The answer was not text, so nothing of it is kept. */
                    bodyBinary: boolean;
                } | null;
            }[];
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        WebhookRecoverResult: {
            /**
             * Format: int32
             * @description Failed deliveries queued again by this call.
             */
            requeued: number;
            /** @description More failed deliveries since `since` remain (over the per-call limit): call again. */
            hasMore: boolean;
        };
        WebhookTestResult: {
            /** @description The test event's id (also its `webhook-id`); test events are not kept in `/v1/events`. */
            eventId: string;
            /** @enum {string} */
            type: "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure";
            /** @description The receiver answered 2xx. */
            succeeded: boolean;
            attempt: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                attemptedAt: string;
                statusCode: number | null;
                /** Format: int32 */
                durationMs: number;
                error: string | null;
                request: {
                    url: string;
                    /** @description The headers we sent: `webhook-id`, `webhook-timestamp`, `webhook-signature`, `content-type`, `user-agent`. */
                    headers: {
                        [key: string]: string;
                    };
                    /** @description The body we sent, as sent (the signed bytes). */
                    body: string;
                } | null;
                response: {
                    /** @description The receiver's headers: at most 40, values cut at 500 characters. */
                    headers: {
                        [key: string]: string;
                    };
                    /** @description The first 4096 bytes of the answer as text; null when it was not text (binary bodies are never stored). */
                    body: string | null;
                    /** @description The answer was longer than the excerpt (we stopped reading there). */
                    bodyTruncated: boolean;
                    /** @description The answer was not text, so nothing of it is kept. */
                    bodyBinary: boolean;
                } | null;
            };
        };
        SanctionsLogEntry: {
            _id: string;
            /** @description Groups the entries of one user. */
            caseId: string;
            /** @description One screening run. */
            attemptId: string;
            userId: string;
            kycId: string | null;
            transactionId: string | null;
            /**
             * @description `background` (a new user's first screening), `list_update` (a re-screen against entries a list import added or changed; written only when it finds a hit), `kyc_complete`, `transaction_created` or `gate`.
             * @enum {string}
             */
            trigger: "background" | "list_update" | "kyc_complete" | "transaction_created" | "gate";
            provider: string;
            /** @enum {string} */
            status: "possible_match" | "no_match" | "false_positive" | "true_match";
            matchScore: number;
            matchedLists: ("ofac-sdn" | "un-consolidated" | "opensanctions")[];
            entityName: string | null;
            entityCountry: string | null;
            /** @description Which of the user's names made the hit: `account` (the user's name) or `verified` (the name a KYC verification established). Null for `no_match`. */
            nameSource: ("account" | "verified") | null;
            /** @description That name, as screened. */
            screenedName: string | null;
            /** @description The listed name or alias it matched. */
            matchedName: string | null;
            /** @description The verified date of birth against the listed ones: `match` raised the score, `mismatch` lowered it, `unknown` when either side has none. */
            dateOfBirthMatch: ("match" | "mismatch" | "unknown") | null;
            /** @description The verified country against the listed nationalities, citizenships and address countries, likewise. */
            countryMatch: ("match" | "mismatch" | "unknown") | null;
            /** @description True for live screenings, false for sandbox. */
            billable: boolean;
            livemode: boolean;
            reviewedAt: string | null;
            reviewedBy: string | null;
            reviewNote: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        Customer: {
            id: string;
            userId: string;
            email: string | null;
            provider: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        PaymentMethod: {
            /** @description The provider's id (`pm_…`). */
            id: string;
            /** @constant */
            type: "card";
            card: {
                brand: string;
                last4: string;
            };
            isDefault: boolean;
            livemode: boolean;
        };
        TestClock: {
            /** @example clk_01JD0000000000000000000000 */
            id: string;
            name: string | null;
            /**
             * Format: date-time
             * @description The clock's now: transactions on it live at this time. While advancing, how far the advance got.
             */
            frozenTime: string;
            /**
             * @description `ready`: objects on it are at `frozenTime`. `advancing`: the service is running what their days bring, up to `targetFrozenTime`; changes to them answer 409 `test_clock_advancing` meanwhile. `internal_failure`: a step kept failing and the clock stopped (advance it again to retry).
             * @enum {string}
             */
            status: "ready" | "advancing" | "internal_failure";
            /** @description While advancing: where it is going (kept after an internal failure). Null when ready. */
            targetFrozenTime: string | null;
            /** @description Why the clock stopped, when `internal_failure`. */
            failureMessage: string | null;
            /**
             * Format: date-time
             * @description After this (real) time the service deletes the clock, once none of its transactions is open (released, refunded or cancelled).
             */
            deletesAfter: string;
            /** @description Always false: test clocks exist in sandbox only. */
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
        };
        RequestLogSummary: {
            /** @example rlog_01JD0000000000000000000000 */
            id: string;
            /**
             * @description The `X-Request-Id` of the answer (the calls of one /trpc batch share it).
             * @example req_01JD0000000000000000000000
             */
            requestId: string;
            livemode: boolean;
            /**
             * @description `rest` for /v1, `trpc` for /trpc.
             * @enum {string}
             */
            transport: "rest" | "trpc";
            /**
             * @description The operation's method (its REST method, also for a /trpc call).
             * @enum {string}
             */
            method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
            /**
             * @description The route pattern, never the concrete path.
             * @example /v1/transactions/{id}
             */
            path: string;
            /**
             * Format: int32
             * @description The HTTP status of the REST answer (a /trpc error carries it as `data.httpStatus`).
             */
            status: number;
            /** Format: int64 */
            durationMs: number;
            /** @description The error code of a failed request; null on success. */
            errorCode: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        RequestLog: {
            /** @example rlog_01JD0000000000000000000000 */
            id: string;
            /**
             * @description The `X-Request-Id` of the answer (the calls of one /trpc batch share it).
             * @example req_01JD0000000000000000000000
             */
            requestId: string;
            livemode: boolean;
            /**
             * @description `rest` for /v1, `trpc` for /trpc.
             * @enum {string}
             */
            transport: "rest" | "trpc";
            /**
             * @description The operation's method (its REST method, also for a /trpc call).
             * @enum {string}
             */
            method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
            /**
             * @description The route pattern, never the concrete path.
             * @example /v1/transactions/{id}
             */
            path: string;
            /**
             * Format: int32
             * @description The HTTP status of the REST answer (a /trpc error carries it as `data.httpStatus`).
             */
            status: number;
            /** Format: int64 */
            durationMs: number;
            /** @description The error code of a failed request; null on success. */
            errorCode: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /** @description The input: the JSON body with the path parameters, or the query parameters of a GET; null when empty. as JSON text, with secrets replaced by `[redacted]` (fields named like secrets, tokens and passwords; `sk_`, `whsec_`, invitation and verification tokens anywhere; tokens in hosted-page URLs). At most 16384 characters: a longer one is cut (see the `…Truncated` flag) and is then not valid JSON. */
            requestBody: string | null;
            requestBodyTruncated: boolean;
            /** @description The answer (the error body of a failure) as JSON text, with secrets replaced by `[redacted]` (fields named like secrets, tokens and passwords; `sk_`, `whsec_`, invitation and verification tokens anywhere; tokens in hosted-page URLs). At most 16384 characters: a longer one is cut (see the `…Truncated` flag) and is then not valid JSON. */
            responseBody: string | null;
            responseBodyTruncated: boolean;
        };
        EmailSummary: {
            /** @example eml_01JD0000000000000000000000 */
            id: string;
            livemode: boolean;
            /** @description What the message is: `transaction.funded`, `dispute.opened`, `link.recovery`, … (docs/api.md, Email). */
            template: string;
            to: {
                address: string;
                name: string | null;
            };
            subject: string;
            /**
             * @description `stored`: composed while the server had no SMTP server configured, never sent; `queued`: waiting for its next attempt; `sent`: the SMTP server took it; `failed`: refused for good, or every retry used.
             * @enum {string}
             */
            status: "stored" | "queued" | "sent" | "failed";
            /** Format: int64 */
            attempts: number;
            /** @description What the SMTP server (or the connection) said on the last failed attempt. */
            lastError: string | null;
            transactionId: string | null;
            /** @description The party (user) the message is for. */
            userId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            sentAt: string | null;
        };
        Email: {
            /** @example eml_01JD0000000000000000000000 */
            id: string;
            livemode: boolean;
            /** @description What the message is: `transaction.funded`, `dispute.opened`, `link.recovery`, … (docs/api.md, Email). */
            template: string;
            to: {
                address: string;
                name: string | null;
            };
            subject: string;
            /**
             * @description `stored`: composed while the server had no SMTP server configured, never sent; `queued`: waiting for its next attempt; `sent`: the SMTP server took it; `failed`: refused for good, or every retry used.
             * @enum {string}
             */
            status: "stored" | "queued" | "sent" | "failed";
            /** Format: int64 */
            attempts: number;
            /** @description What the SMTP server (or the connection) said on the last failed attempt. */
            lastError: string | null;
            transactionId: string | null;
            /** @description The party (user) the message is for. */
            userId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            sentAt: string | null;
            /** @description The plain-text part, as the recipient gets it (sandbox only; null in live, where messages carry the parties’ own links). */
            text: string | null;
            /** @description The HTML part (sandbox only, like `text`). */
            html: string | null;
        };
        DashboardTransaction: {
            /** @example tx_01JD0000000000000000000000 */
            id: string;
            /** @description Unguessable public reference (`tokn_…`) used by the hosted party pages. */
            token: string;
            /** @enum {string} */
            accountType: "escrow" | "wire" | "card" | "bank_transfer" | "real_estate";
            title: string;
            /**
             * Format: int64
             * @description Minor units of `currency`.
             */
            amount: number;
            /**
             * @description ISO 4217 code.
             * @example USD
             */
            currency: string;
            /** @enum {string} */
            status: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
            sellerId: string;
            buyerId: string;
            seller: {
                id: string;
                name: string;
                email: string;
            };
            buyer: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            initiator: "seller" | "buyer";
            timeline: {
                deliveryDays: number | null;
                inspectionDays: number | null;
            };
            /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
            metadata: {
                [key: string]: string;
            };
            history: {
                /** @enum {string} */
                status: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                at: string;
                /**
                 * @description Present when the service moved the status itself: `auto_release`.
                 * @constant
                 */
                reason?: "auto_release";
                /**
                 * @description The rule that fired, with `reason`: `timeline`.
                 * @constant
                 */
                rule?: "timeline";
            }[];
            /** @description The invited party (the one that is not the initiator). */
            counterparty: {
                userId: string;
                /** @enum {string} */
                role: "seller" | "buyer";
                /** @enum {string} */
                status: "invited" | "active" | "disabled";
                /** @enum {string} */
                kycStatus: "not_started" | "pending" | "complete" | "rejected";
            };
            fundingReference: string | null;
            acceptedAt: string | null;
            /** @description The latest release/refund request made on a hosted party page; null if none was made. */
            settlementRequest: components["schemas"]["SettlementRequest"] | null;
            /** @description Set when the transaction is `cancelled`. */
            cancellation: components["schemas"]["Cancellation"] | null;
            /** @description While `funded`: when the service releases the funds if no dispute is open and no request pending — funding time + (`deliveryDays` + `inspectionDays`) days, set at funding. Null without a timeline, before funding and once the transaction is no longer `funded`. */
            autoReleaseAt: string | null;
            /** @description Sandbox: the test clock this transaction lives on (its timestamps and deadlines are on its time); null for real time. */
            testClockId: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
            dispute: components["schemas"]["Dispute"] | null;
        };
        DashboardUser: {
            /** @example usr_01JD0000000000000000000000 */
            id: string;
            name: string;
            /** @description As given, domain lower-cased. */
            email: string;
            /** @description Null for a user created as an unknown-email transaction party. */
            phone: string | null;
            tenantId: string;
            /** @enum {string} */
            status: "invited" | "active" | "disabled";
            /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
            metadata: {
                [key: string]: string;
            };
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /** @enum {string} */
            kycStatus: "not_started" | "pending" | "complete" | "rejected";
        };
        DashboardApiKey: {
            id: string;
            /** @description What the tenant calls the pair; null for pairs made before keys had names. */
            name: string | null;
            /** @enum {string} */
            environment: "live" | "sandbox";
            environmentId: string;
            publishableKey: string;
            /** @description The last 4 characters of the secret key; the secret itself is never shown again. */
            secretLast4: string;
            /** @description What the pair may call; a route outside them answers 403 `key_forbidden`. */
            scopes: ("tenants.read" | "users.read" | "users.write" | "transactions.read" | "transactions.write" | "kyc.read" | "kyc.write" | "kyc.session" | "environments.read" | "payments.read" | "payments.write" | "sanctions.screen" | "sanctions.read" | "sanctions.review" | "sanctions.export" | "webhooks.read" | "webhooks.write" | "events.read" | "request_logs.read" | "emails.read")[];
            /** @description A live key pair (`pk_live_`/`sk_live_`); false for sandbox. */
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            revokedAt: string | null;
        };
        DashboardApiKeyWithSecret: {
            id: string;
            /** @description What the tenant calls the pair; null for pairs made before keys had names. */
            name: string | null;
            /** @enum {string} */
            environment: "live" | "sandbox";
            environmentId: string;
            publishableKey: string;
            /** @description The last 4 characters of the secret key; the secret itself is never shown again. */
            secretLast4: string;
            /** @description What the pair may call; a route outside them answers 403 `key_forbidden`. */
            scopes: ("tenants.read" | "users.read" | "users.write" | "transactions.read" | "transactions.write" | "kyc.read" | "kyc.write" | "kyc.session" | "environments.read" | "payments.read" | "payments.write" | "sanctions.screen" | "sanctions.read" | "sanctions.review" | "sanctions.export" | "webhooks.read" | "webhooks.write" | "events.read" | "request_logs.read" | "emails.read")[];
            /** @description A live key pair (`pk_live_`/`sk_live_`); false for sandbox. */
            livemode: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            revokedAt: string | null;
            /** @description The secret key, shown only in this answer (only its SHA-256 digest is stored): absent from an Idempotency-Key replay. */
            secretKey?: string;
        };
        DashboardPresentation: {
            /** @enum {string} */
            environment: "live" | "sandbox";
            livemode: boolean;
            /** @description Shown while `displayName` is null. */
            tenantName: string;
            displayName: string | null;
            supportEmail: string | null;
            supportUrl: string | null;
            accentColor: string | null;
            fundingInstructions: string | null;
            logo: {
                /** @description Same-origin path of the logo; a new logo gets a new path. */
                url: string;
                /** @enum {string} */
                contentType: "image/png" | "image/jpeg" | "image/webp";
                /** Format: int32 */
                bytes: number;
            } | null;
            /** @description Null until the first change. */
            updatedAt: string | null;
        };
        DashboardSanctionsQueueEntry: {
            _id: string;
            /** @description Groups the entries of one user. */
            caseId: string;
            /** @description One screening run. */
            attemptId: string;
            userId: string;
            kycId: string | null;
            transactionId: string | null;
            /**
             * @description `background` (a new user's first screening), `list_update` (a re-screen against entries a list import added or changed; written only when it finds a hit), `kyc_complete`, `transaction_created` or `gate`.
             * @enum {string}
             */
            trigger: "background" | "list_update" | "kyc_complete" | "transaction_created" | "gate";
            provider: string;
            /** @enum {string} */
            status: "possible_match" | "no_match" | "false_positive" | "true_match";
            matchScore: number;
            matchedLists: ("ofac-sdn" | "un-consolidated" | "opensanctions")[];
            entityName: string | null;
            entityCountry: string | null;
            /** @description Which of the user's names made the hit: `account` (the user's name) or `verified` (the name a KYC verification established). Null for `no_match`. */
            nameSource: ("account" | "verified") | null;
            /** @description That name, as screened. */
            screenedName: string | null;
            /** @description The listed name or alias it matched. */
            matchedName: string | null;
            /** @description The verified date of birth against the listed ones: `match` raised the score, `mismatch` lowered it, `unknown` when either side has none. */
            dateOfBirthMatch: ("match" | "mismatch" | "unknown") | null;
            /** @description The verified country against the listed nationalities, citizenships and address countries, likewise. */
            countryMatch: ("match" | "mismatch" | "unknown") | null;
            /** @description True for live screenings, false for sandbox. */
            billable: boolean;
            livemode: boolean;
            reviewedAt: string | null;
            reviewedBy: string | null;
            reviewNote: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /** @description The screened user; null if it no longer exists. */
            user: {
                id: string;
                name: string;
                email: string;
                /** @enum {string} */
                status: "invited" | "active" | "disabled";
            } | null;
        };
        DashboardDisputeAwaiting: {
            transaction: components["schemas"]["Transaction"];
            dispute: components["schemas"]["Dispute"];
        };
        DashboardMember: {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "developer" | "viewer";
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description False until the member has used the set-password link mailed to them (and for SSO-only members). */
            passwordSet: boolean;
            /** @description Whether the owner of the address has taken the invitation up (completed the mailed link, or signed in with single sign-on). */
            joined: boolean;
            /** @description Whether the member has signed in with single sign-on. */
            sso: boolean;
            /** @description A single sign-on identity (`issuer|subject`) that signed in with this member’s email and asks to be linked to it; an owner or admin confirms it (`POST /v1/dashboard/members/{id}/confirm-sso-link`), or the member with their password. Null when none is waiting. */
            ssoLinkRequest: {
                subject: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                requestedAt: string;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updatedAt: string;
        };
        AuditLogEntry: {
            id: string;
            /** @description The member's email, `cli` for the operator CLI, `sso` for just-in-time sign-on, or `system` for the service itself (a webhook endpoint it disabled). */
            actor: string;
            memberId: string | null;
            /** @example api_key.revoked */
            action: string;
            targetType: string;
            targetId: string;
            environmentId: string | null;
            /** @description The changed fields before the change (never secrets); null for a creation. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The fields after the change (never secrets); null for a deletion. */
            after: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            createdAt: string;
        };
        Error: {
            error: {
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "permission_error" | "rate_limit_error" | "idempotency_error" | "api_error";
                /** @description Machine-readable code, e.g. `key_missing` or `validation_failed`. */
                code: string;
                message: string;
                /** @description The first offending field, when one is to blame. */
                param?: string;
                /** @description Every invalid field (the first 100), for `validation_failed`. */
                details?: {
                    path: string;
                    message: string;
                }[];
                /** @description Also sent as the X-Request-Id header. */
                requestId: string;
            };
        };
    };
    responses: {
        /** @description Error codes: `service_unavailable`. */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfterUnavailable"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "service_unavailable";
                    };
                };
            };
        };
        /** @description Error codes: `session_required`, `key_missing`, `key_invalid`, `key_revoked`, `authentication_error`. */
        SessionAuthenticationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "session_required" | "key_missing" | "key_invalid" | "key_revoked" | "authentication_error";
                    };
                };
            };
        };
        /** @description Error codes: `key_missing`, `key_invalid`, `key_revoked`, `authentication_error`. */
        KeyAuthenticationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "key_missing" | "key_invalid" | "key_revoked" | "authentication_error";
                    };
                };
            };
        };
    };
    parameters: {
        /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Unique id of this request; quote it to support. */
        RequestId: string;
        /** @description The bucket's capacity: the burst, or N under a per-minute override. Sent on every answer after the key pair is authenticated. */
        "X-RateLimit-Limit": number;
        /** @description Whole requests left now (0 on a 429). */
        "X-RateLimit-Remaining": number;
        /** @description Unix seconds when the bucket is full again. */
        "X-RateLimit-Reset": number;
        /** @description On 429: whole seconds to wait before retrying (1–60 for request buckets; up to 3,600 for a locked login). */
        "Retry-After": number;
        /** @description On 503: whole seconds to wait before retrying. A retry with the same Idempotency-Key is safe: the request either took effect entirely or not at all. */
        RetryAfterUnavailable: number;
        /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
        IdempotentReplayed: "true";
        /** @description On a replay of an answer that carried secrets: the fields left out, comma-separated. Secrets are shown once and never stored. */
        IdempotentOmitted: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    /** @description The organization to open; the one used last when absent. */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description The dashboard session cookie (`session`, HttpOnly, SameSite=Lax, Secure over https); cleared on logout. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardLogin"];
                };
            };
            /** @description Error codes: `validation_failed`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "invalid_json";
                        };
                    };
                };
            };
            /** @description Error codes: `invalid_credentials`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "invalid_credentials";
                        };
                    };
                };
            };
            /** @description Error codes: `sso_required`, `tenant_closed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "sso_required" | "tenant_closed";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-switch": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenantId": "tnt_01JD0000000000000000000000"
                 *     }
                 */
                "application/json": {
                    tenantId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description The dashboard session cookie (`session`, HttpOnly, SameSite=Lax, Secure over https); cleared on logout. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardLogin"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`, `sso_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled" | "sso_required";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        requested: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "invalid_json";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description The dashboard session cookie (`session`, HttpOnly, SameSite=Lax, Secure over https); cleared on logout. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardLogin"];
                };
            };
            /** @description Error codes: `validation_failed`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "invalid_json";
                        };
                    };
                };
            };
            /** @description Error codes: `session_required`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "session_required";
                        };
                    };
                };
            };
            /** @description Error codes: `tenant_closed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description The dashboard session cookie (`session`, HttpOnly, SameSite=Lax, Secure over https); cleared on logout. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        loggedOut: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        member: components["schemas"]["Member"];
                        /** @enum {string} */
                        via: "bearer" | "cookie";
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-setPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "pwt_3yQ9wJ0cK8bN2mV7xR4tL6pA1sD5fG9h",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        member: components["schemas"]["Member"];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "invalid_json";
                        };
                    };
                };
            };
            /** @description Error codes: `invalid_credentials`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "invalid_credentials";
                        };
                    };
                };
            };
            /** @description Error codes: `tenant_closed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed";
                        };
                    };
                };
            };
            /** @description Error codes: `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "tenants-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "environments-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                type?: "live" | "sandbox";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Environment"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "environments-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id: 24 hexadecimal characters. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Environment"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "environments-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Environment id: 24 hexadecimal characters. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "webhookRetries": 5,
                 *       "rateLimitPerMinute": 600,
                 *       "managedDisputes": true,
                 *       "partyEmails": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    status?: "active" | "disabled";
                    /** Format: int32 */
                    webhookRetries?: number;
                    debugLogging?: boolean;
                    rateLimitPerMinute?: number | null;
                    /** @description Managed disputes: when true, disputes opened in this environment are decided by the service (an evidence deadline per party, then the platform operator), and `POST /v1/transactions/{id}/disputes/resolve` answers 409 `managed_dispute` for them. Default false. */
                    managedDisputes?: boolean;
                    /** @description Party emails: when true, the service emails the buyer and the seller of this environment’s escrows at every step (invitation, acceptance, funding, requests, release, refund, cancellation, disputes, inspection ending, identity verification needed), each with a link to their own page. Default false, for tenants that mail their own customers; on in the demo. See docs/api.md, Email. */
                    partyEmails?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Environment"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users-add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+442071234567",
                 *       "metadata": {
                 *         "crmId": "C-1815"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Display name, trimmed.
                     * @example Ada Lovelace
                     */
                    name: string;
                    /**
                     * @description RFC 5322 address; the identity key of a user, compared case-insensitively.
                     * @example ada@example.com
                     */
                    email: string;
                    /**
                     * @description 6–30 characters; normalized to E.164 when it parses as an international number.
                     * @example +14155552671
                     */
                    phone: string;
                    /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
                    metadata?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users-addBulk": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "name": "Ada Lovelace",
                 *         "email": "ada@example.com",
                 *         "phone": "+442071234567"
                 *       },
                 *       {
                 *         "name": "Grace Hopper",
                 *         "email": "grace@example.com",
                 *         "phone": "+14155552671",
                 *         "metadata": {
                 *           "crmId": "C-1906"
                 *         }
                 *       }
                 *     ]
                 */
                "application/json": {
                    /**
                     * @description Display name, trimmed.
                     * @example Ada Lovelace
                     */
                    name: string;
                    /**
                     * @description RFC 5322 address; the identity key of a user, compared case-insensitively.
                     * @example ada@example.com
                     */
                    email: string;
                    /**
                     * @description 6–30 characters; normalized to E.164 when it parses as an international number.
                     * @example +14155552671
                     */
                    phone: string;
                    /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
                    metadata?: {
                        [key: string]: string;
                    };
                }[];
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkAddUsersResult"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `too_many_items`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "too_many_items";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                email?: string;
                status?: "invited" | "active" | "disabled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "events-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                type?: ("*" | "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure") | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "events-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "events-redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "endpointId": "wh_01JD0000000000000000000000"
                 *     }
                 */
                "application/json": {
                    /** @description Webhook endpoint id. */
                    endpointId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        deliveries: {
                            id: string;
                            endpointId: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "abandoned";
                            livemode: boolean;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "kyc-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycRecord"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "kyc-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description User id. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "status": "complete",
                 *       "result": {
                 *         "identity": "clear",
                 *         "document": "clear",
                 *         "liveness": "clear"
                 *       },
                 *       "metadata": {
                 *         "provider": {
                 *           "name": "acme-kyc",
                 *           "checkId": "chk_8812"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status?: "not_started" | "pending" | "complete" | "rejected";
                    /** Format: int32 */
                    currentStep?: number;
                    result?: {
                        identity?: ("clear" | "consider" | "rejected") | null;
                        document?: ("clear" | "consider" | "rejected") | null;
                        liveness?: ("clear" | "consider" | "rejected") | null;
                    };
                    metadata?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                    verified?: {
                        /** @description Legal name as verified (1–200 characters). */
                        name?: string | null;
                        /** @description YYYY-MM-DD, in the past. */
                        dateOfBirth?: string | null;
                        /**
                         * @description ISO 3166-1 alpha-2, any case; returned upper case.
                         * @example GB
                         */
                        country?: string | null;
                        documentType?: ("passport" | "id_card" | "driving_license" | "residence_permit" | "other") | null;
                        /** @description At most 4 letters or digits: send only the end of the number. */
                        documentNumberLast4?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycRecord"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "kyc-createSession": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "usr_01JD0000000000000000000000",
                 *       "returnUrl": "https://shop.example.com/account/verified"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description User id.
                     * @example usr_01JD0000000000000000000000
                     */
                    userId: string;
                    /** @description Where the last page of the flow links back to (your app): http(s), https in live, at most 500 characters. */
                    returnUrl?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycSession"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `provider_unavailable`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "provider_unavailable";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `kyc_already_complete`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "kyc_already_complete";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accountType": "escrow",
                 *       "title": "Vintage camera",
                 *       "amount": 12500,
                 *       "currency": "USD",
                 *       "seller": {
                 *         "userId": "usr_01JD0000000000000000000000"
                 *       },
                 *       "buyer": {
                 *         "email": "grace@example.com",
                 *         "name": "Grace Hopper"
                 *       },
                 *       "timeline": {
                 *         "deliveryDays": 7,
                 *         "inspectionDays": 3
                 *       },
                 *       "metadata": {
                 *         "orderId": "ord_4417"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    accountType: "escrow" | "wire" | "card" | "bank_transfer" | "real_estate";
                    title: string;
                    /**
                     * Format: int64
                     * @description Minor units (cents): a positive integer within the currency's range.
                     */
                    amount: number;
                    /**
                     * @description ISO 4217 code, any case; returned upper-case.
                     * @example USD
                     */
                    currency: string;
                    /** @description `{userId}` for an existing user, or `{email, name?}`: an unknown email becomes an invited user. */
                    seller?: {
                        /**
                         * @description User id.
                         * @example usr_01JD0000000000000000000000
                         */
                        userId?: string;
                        /**
                         * @description RFC 5322 address; the identity key of a user, compared case-insensitively.
                         * @example ada@example.com
                         */
                        email?: string;
                        /**
                         * @description Display name, trimmed.
                         * @example Ada Lovelace
                         */
                        name?: string;
                    } & (unknown | unknown);
                    /** @description `{userId}` for an existing user, or `{email, name?}`: an unknown email becomes an invited user. */
                    buyer?: {
                        /**
                         * @description User id.
                         * @example usr_01JD0000000000000000000000
                         */
                        userId?: string;
                        /**
                         * @description RFC 5322 address; the identity key of a user, compared case-insensitively.
                         * @example ada@example.com
                         */
                        email?: string;
                        /**
                         * @description Display name, trimmed.
                         * @example Ada Lovelace
                         */
                        name?: string;
                    } & (unknown | unknown);
                    /**
                     * @description Flat form of `seller: {userId}`.
                     * @example usr_01JD0000000000000000000000
                     */
                    sellerId?: string;
                    /**
                     * @description Flat form of `buyer: {userId}`.
                     * @example usr_01JD0000000000000000000000
                     */
                    buyerId?: string;
                    timeline?: {
                        /** Format: int32 */
                        deliveryDays?: number;
                        /** Format: int32 */
                        inspectionDays?: number;
                    };
                    /** @description Up to 20 pairs; keys 1–40 characters, values strings of at most 500. */
                    metadata?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Who starts the transaction (default seller); the other party is invited.
                     * @enum {string}
                     */
                    initiator?: "seller" | "buyer";
                    /**
                     * @description Sandbox: a test clock the transaction lives on, for good — its history, deadlines, auto-release, reminders, invite and party links and managed-dispute deadline follow the clock, not the real time. Unknown or deleted: 404; the clock advancing: 409 `test_clock_advancing`.
                     * @example clk_01JD0000000000000000000000
                     */
                    testClockId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTransaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `user_disabled`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "user_disabled" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-current": {
        parameters: {
            query: {
                /** @description User id. */
                userId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                status?: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
                accountType?: "escrow" | "wire" | "card" | "bank_transfer" | "real_estate";
                sellerId?: string;
                buyerId?: string;
                userId?: string;
                currency?: string;
                createdFrom?: string;
                createdTo?: string;
                testClockId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transaction"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "title": "Vintage camera with two lenses",
                 *       "timeline": {
                 *         "inspectionDays": 5
                 *       },
                 *       "metadata": {
                 *         "orderId": "ord_4417",
                 *         "coupon": null
                 *       }
                 *     }
                 */
                "application/json": {
                    title?: string;
                    timeline?: {
                        /** Format: int32 */
                        deliveryDays?: number;
                        /** Format: int32 */
                        inspectionDays?: number;
                    };
                    metadata?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-markFunded": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "wire-0042"
                 *     }
                 */
                "application/json": {
                    /** @description Your settlement reference. */
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `kyc_required`, `sanctions_hold`, `user_disabled`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "kyc_required" | "sanctions_hold" | "user_disabled" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-release": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Delivered and inspected"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `sanctions_hold`, `user_disabled`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "sanctions_hold" | "user_disabled" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Item never shipped"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "The buyer found the camera elsewhere"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-listDisputes": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-openDispute": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "openedBy": "buyer",
                 *       "reason": "The lens is scratched, which the listing did not mention."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    openedBy: "seller" | "buyer";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-addEvidence": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "submittedBy": "buyer",
                 *       "description": "Photos of the scratch, taken on delivery.",
                 *       "attachments": [
                 *         "https://files.example.com/evidence/lens-1.jpg"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The party the evidence speaks for.
                     * @enum {string}
                     */
                    submittedBy: "seller" | "buyer";
                    description: string;
                    attachments?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeEvidence"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-resolveDispute": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "refunded",
                 *       "note": "Damage confirmed from the photos; the buyer is refunded."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    outcome: "released" | "refunded";
                    note: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `managed_dispute`, `sanctions_hold`, `user_disabled`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "managed_dispute" | "sanctions_hold" | "user_disabled" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transactions-createPartyLink": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "usr_01JD0000000000000000000001"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description User id.
                     * @example usr_01JD0000000000000000000000
                     */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartyLink"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/escrow",
                 *       "events": [
                 *         "transaction.*",
                 *         "kyc.updated"
                 *       ],
                 *       "description": "Order service"
                 *     }
                 */
                "application/json": {
                    /** @description Where to POST events. Live endpoints: https and a public address. Sandbox: http too; local and private addresses only when the server allows them (`WEBHOOK_ALLOW_PRIVATE_TARGETS`). */
                    url: string;
                    /**
                     * @description Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).
                     * @example [
                     *       "transaction.*"
                     *     ]
                     */
                    events: (("*" | "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure") | string)[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretOnce"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `url_not_allowed`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "url_not_allowed";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /** @description Where to POST events. Live endpoints: https and a public address. Sandbox: http too; local and private addresses only when the server allows them (`WEBHOOK_ALLOW_PRIVATE_TARGETS`). */
                    url?: string;
                    /**
                     * @description Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).
                     * @example [
                     *       "transaction.*"
                     *     ]
                     */
                    events?: (("*" | "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure") | string)[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `url_not_allowed`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "url_not_allowed";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description No body, or an empty JSON object: this operation takes its input from the path. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretOnce"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-deliveries": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                status?: "pending" | "succeeded" | "failed" | "abandoned";
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
                /** @description Delivery id. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-recover": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-20T09:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description Failed deliveries created at or after this instant (ISO 8601; at most 30 days ago) are sent again. */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecoverResult"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhookEndpoints-test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "type": "transaction.status.changed"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The example event to send; default: the first type of the catalogue the endpoint subscribes to.
                     * @enum {string}
                     */
                    type?: "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sanctions-logs": {
        parameters: {
            query?: {
                userId?: string;
                kycId?: string;
                transactionId?: string;
                status?: "possible_match" | "no_match" | "false_positive" | "true_match";
                provider?: string;
                dateFrom?: string;
                dateTo?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SanctionsLogEntry"][];
                        /** Format: int64 */
                        total: number;
                        /** Format: int32 */
                        page: number;
                        /** Format: int32 */
                        limit: number;
                        /** Format: int64 */
                        totalPages: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`, `permission_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled" | "permission_denied";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sanctions-review": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decision": "false_positive",
                 *       "note": "Different date of birth and nationality."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    decision: "false_positive" | "true_match";
                    note: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SanctionsLogEntry"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`, `permission_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled" | "permission_denied";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sanctions-screen": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "type": "individual",
                 *       "country": "GB"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type?: "individual" | "entity";
                    /** @description ISO 3166-1 alpha-2 code or English name; an unknown value is ignored. */
                    country?: string;
                    /** @description Date of birth, `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`): a listed person born on another date scores lower, on the same date higher. */
                    dateOfBirth?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        threshold: number;
                        hits: {
                            entryId: string;
                            /** @enum {string} */
                            list: "ofac-sdn" | "un-consolidated" | "opensanctions";
                            name: string;
                            /** @description The name or alias that matched. */
                            matchedName: string;
                            /** @enum {string} */
                            type: "individual" | "entity" | "vessel" | "aircraft";
                            country: string | null;
                            score: number;
                            /** @description The name similarity alone, before entity type, date of birth and country moved it. */
                            nameScore: number;
                            /**
                             * @description The given date of birth against the listed ones (`unknown` when either side has none).
                             * @enum {string}
                             */
                            dateOfBirth: "match" | "mismatch" | "unknown";
                            /**
                             * @description The given country against the listed ones (`unknown` when either side has none).
                             * @enum {string}
                             */
                            countryMatch: "match" | "mismatch" | "unknown";
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sanctions-export": {
        parameters: {
            query?: {
                userId?: string;
                kycId?: string;
                transactionId?: string;
                status?: "possible_match" | "no_match" | "false_positive" | "true_match";
                provider?: string;
                dateFrom?: string;
                dateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`, `permission_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled" | "permission_denied";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments-listCustomers": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customer"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments-createCustomer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "usr_01JD0000000000000000000000",
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description User id.
                     * @example usr_01JD0000000000000000000000
                     */
                    userId: string;
                    /**
                     * @description RFC 5322 address; the identity key of a user, compared case-insensitively.
                     * @example ada@example.com
                     */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description Error codes: `provider_error`. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "provider_error";
                        };
                    };
                };
            };
            /** @description Error codes: `service_unavailable`, `payment_provider_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfterUnavailable"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "service_unavailable" | "payment_provider_unavailable";
                        };
                    };
                };
            };
        };
    };
    "payments-getCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments-listMethods": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments-attach": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethodId": "pm_card_visa",
                 *       "setDefault": true
                 *     }
                 */
                "application/json": {
                    paymentMethodId: string;
                    /** @default false */
                    setDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `payment_method_invalid`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "payment_method_invalid";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `card_declined`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "card_declined";
                        };
                    };
                };
            };
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `payment_method_attached_elsewhere`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "payment_method_attached_elsewhere" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description Error codes: `provider_error`. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "provider_error";
                        };
                    };
                };
            };
            /** @description Error codes: `service_unavailable`, `payment_provider_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfterUnavailable"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "service_unavailable" | "payment_provider_unavailable";
                        };
                    };
                };
            };
        };
    };
    "payments-detach": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customerId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description Error codes: `provider_error`. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "provider_error";
                        };
                    };
                };
            };
            /** @description Error codes: `service_unavailable`, `payment_provider_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfterUnavailable"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "service_unavailable" | "payment_provider_unavailable";
                        };
                    };
                };
            };
        };
    };
    "payments-setDefault": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customerId: string;
                id: string;
            };
            cookie?: never;
        };
        /** @description No body, or an empty JSON object: this operation takes its input from the path. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "testClocks-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TestClock"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "testClocks-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "frozenTime": "2026-12-01T09:00:00Z",
                 *       "name": "Checkout rehearsal"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description ISO 8601 timestamp with a time zone.
                     * @example 2026-12-01T09:00:00Z
                     */
                    frozenTime: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "testClocks-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Test clock id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "testClocks-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Test clock id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "testClocks-advance": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Test clock id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "2026-12-11T09:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description ISO 8601 timestamp with a time zone.
                     * @example 2026-12-01T09:00:00Z
                     */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "requestLogs-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                status?: string;
                path?: string;
                method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
                requestId?: string;
                createdFrom?: string;
                createdTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLogSummary"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`, `permission_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled" | "permission_denied";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "requestLogs-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLog"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`, `permission_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled" | "permission_denied";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "emails-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmailSummary"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "emails-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["KeyAuthenticationFailed"];
            /** @description Error codes: `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-overview": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            /** Format: int64 */
                            users: number;
                            transactions: {
                                [key: string]: number;
                            };
                            /**
                             * Format: int64
                             * @description Funded transactions with a party's release or refund request awaiting the other party.
                             */
                            pendingRequests: number;
                            /** Format: int64 */
                            openDisputes: number;
                            /** Format: int64 */
                            sanctionsToReview: number;
                            /** Format: int64 */
                            webhookEndpoints: number;
                        };
                        recentEvents: components["schemas"]["Event"][];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-transactions-list": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                status?: "created" | "invited" | "accepted" | "funded" | "disputed" | "released" | "refunded" | "cancelled";
                requestStatus?: "pending" | "agreed" | "disputed" | "withdrawn" | "settled";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transaction"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-transactions-get": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path: {
                /** @description Transaction id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTransaction"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-users-list": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                status?: "invited" | "active" | "disabled";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DashboardUser"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-users-disable": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description User id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "live"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-keys-list": {
        parameters: {
            query?: {
                environment?: "live" | "sandbox";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DashboardApiKey"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-keys-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "sandbox",
                 *       "name": "Reporting job",
                 *       "scopes": [
                 *         "transactions.read",
                 *         "events.read"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /**
                     * @description What the pair is for ("Backend", "CI"), shown in the dashboard and the audit log.
                     * @example Backend
                     */
                    name?: string;
                    /** @description The scopes the pair may use; every scope when left out. */
                    scopes?: ("tenants.read" | "users.read" | "users.write" | "transactions.read" | "transactions.write" | "kyc.read" | "kyc.write" | "kyc.session" | "environments.read" | "payments.read" | "payments.write" | "sanctions.screen" | "sanctions.read" | "sanctions.review" | "sanctions.export" | "webhooks.read" | "webhooks.write" | "events.read" | "request_logs.read" | "emails.read")[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardApiKeyWithSecret"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-keys-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Key pair id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description No body, or an empty JSON object: this operation takes its input from the path. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardApiKey"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-keys-rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Key pair id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description No body, or an empty JSON object: this operation takes its input from the path. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardApiKeyWithSecret"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-environments-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                type?: "live" | "sandbox";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Environment"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-events-list": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                type?: ("*" | "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure") | string;
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-events-get": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-presentation-get": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardPresentation"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-presentation-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "live",
                 *       "displayName": "Harbour Market",
                 *       "supportEmail": "help@harbour.example",
                 *       "supportUrl": "https://harbour.example/help",
                 *       "accentColor": "#0f766e",
                 *       "fundingInstructions": "Pay by bank transfer to Harbour Market Escrow, IBAN GB33 BUKB 2020 1555 5555 55. Details: https://harbour.example/pay-in",
                 *       "logo": null
                 *     }
                 */
                "application/json": {
                    displayName?: string | null;
                    supportEmail?: string | null;
                    supportUrl?: string | null;
                    accentColor?: string | null;
                    fundingInstructions?: string | null;
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    logo?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardPresentation"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-list": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "sandbox",
                 *       "url": "https://hooks.example.com/escrow",
                 *       "events": [
                 *         "transaction.*"
                 *       ],
                 *       "description": "Order service"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /** @description Where to POST events. Live endpoints: https and a public address. Sandbox: http too; local and private addresses only when the server allows them (`WEBHOOK_ALLOW_PRIVATE_TARGETS`). */
                    url: string;
                    /**
                     * @description Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).
                     * @example [
                     *       "transaction.*"
                     *     ]
                     */
                    events: (("*" | "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure") | string)[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotent-Omitted": components["headers"]["IdempotentOmitted"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretOnce"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `url_not_allowed`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "url_not_allowed";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-delete": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "sandbox",
                 *       "enabled": false
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /** @description Where to POST events. Live endpoints: https and a public address. Sandbox: http too; local and private addresses only when the server allows them (`WEBHOOK_ALLOW_PRIVATE_TARGETS`). */
                    url?: string;
                    /**
                     * @description Event types to receive: exact types (`transaction.accepted`), `*`, or `prefix.*` (`transaction.*`).
                     * @example [
                     *       "transaction.*"
                     *     ]
                     */
                    events?: (("*" | "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure") | string)[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`, `url_not_allowed`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json" | "url_not_allowed";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-deliveries": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                status?: "pending" | "succeeded" | "failed" | "abandoned";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-delivery": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: string;
                /** @description Delivery id. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "sandbox",
                 *       "endpointId": "wh_01JD0000000000000000000000"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /** @description Webhook endpoint id. */
                    endpointId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        deliveries: {
                            id: string;
                            endpointId: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "abandoned";
                            livemode: boolean;
                        }[];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-recover": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "live",
                 *       "since": "2026-11-20T09:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /** @description Failed deliveries created at or after this instant (ISO 8601; at most 30 days ago) are sent again. */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecoverResult"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-webhooks-test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "sandbox",
                 *       "type": "kyc.updated"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /**
                     * @description The example event to send; default: the first type of the catalogue the endpoint subscribes to.
                     * @enum {string}
                     */
                    type?: "tenant.users.invite" | "tenant.users.disabled" | "kyc.updated" | "transaction.created" | "transaction.accepted" | "transaction.status.changed" | "transaction.release_requested" | "transaction.refund_requested" | "transaction.request_withdrawn" | "transaction.inspection_ending" | "transaction.disputed" | "transaction.dispute.updated" | "sanctions.possible_match" | "sanctions.reviewed" | "payment_method.attached" | "payment_method.detached" | "webhook_endpoint.disabled" | "test_clock.ready" | "test_clock.internal_failure";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-sanctions-queue": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["DashboardSanctionsQueueEntry"][];
                        /** Format: int64 */
                        total: number;
                        /** Format: int32 */
                        page: number;
                        /** Format: int32 */
                        limit: number;
                        /** Format: int64 */
                        totalPages: number;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-sanctions-review": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "live",
                 *       "decision": "false_positive",
                 *       "note": "Different date of birth."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /** @enum {string} */
                    decision: "true_match" | "false_positive";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SanctionsLogEntry"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-disputes-awaiting": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DashboardDisputeAwaiting"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-disputes-resolve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transaction id. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "live",
                 *       "outcome": "released",
                 *       "note": "Tracking shows delivery; photos show no damage."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which of the tenant's environments: the dashboard's live/sandbox switch.
                     * @enum {string}
                     */
                    environment: "live" | "sandbox";
                    /** @enum {string} */
                    outcome: "released" | "refunded";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`, `managed_dispute`, `sanctions_hold`, `user_disabled`, `test_clock_advancing`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state" | "managed_dispute" | "sanctions_hold" | "user_disabled" | "test_clock_advancing";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-members-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DashboardMember"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-members-invite": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "grace@example.com",
                 *       "name": "Grace Hopper",
                 *       "role": "developer"
                 *     }
                 */
                "application/json": {
                    email: string;
                    name: string;
                    /** @enum {string} */
                    role: "owner" | "admin" | "developer" | "viewer";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        member: components["schemas"]["DashboardMember"];
                        /** @description The invitation was queued to be sent (false: no SMTP server is configured; the message is only stored). */
                        emailed: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-members-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Member id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    role?: "owner" | "admin" | "developer" | "viewer";
                    /** @enum {string} */
                    status?: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardMember"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-members-confirmSsoLink": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Member id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subject": "https://idp.example.com|00u1a2b3c4d5e6f7g8h9"
                 *     }
                 */
                "application/json": {
                    /** @description The `ssoLinkRequest.subject` confirmed, as shown. */
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardMember"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-audit-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditLogEntry"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-requestLogs-list": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                status?: string;
                path?: string;
                method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
                requestId?: string;
                createdFrom?: string;
                createdTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLogSummary"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-requestLogs-get": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLog"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-testClocks-list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TestClock"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-testClocks-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "frozenTime": "2026-12-01T09:00:00Z",
                 *       "name": "Checkout rehearsal"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description ISO 8601 timestamp with a time zone.
                     * @example 2026-12-01T09:00:00Z
                     */
                    frozenTime: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-testClocks-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Test clock id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clock: components["schemas"]["TestClock"];
                        transactions: components["schemas"]["Transaction"][];
                        /** @description Due before `frozenTime`: runs at the start of the next advance. */
                        upcoming: {
                            /** @enum {string} */
                            kind: "inspection_ending" | "auto_release" | "evidence_deadline";
                            transactionId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp.
                             */
                            at: string;
                        }[];
                        events: components["schemas"]["Event"][];
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-testClocks-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Test clock id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-testClocks-advance": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the change safe to retry (every POST, PATCH and DELETE): 1–255 printable characters, remembered 24 hours per environment (for a dashboard session: per member). A retry with the same body replays the stored response (`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Test clock id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "2026-12-02T09:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description ISO 8601 timestamp with a time zone.
                     * @example 2026-12-01T09:00:00Z
                     */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "invalid_json";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_in_use`, `invalid_state`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_in_use" | "invalid_state";
                        };
                    };
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Error codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-emails-list": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmailSummary"][];
                        hasMore: boolean;
                        /** @description Pass as `starting_after` for the next page; null when `hasMore` is false. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`, `cursor_invalid`, `cursor_expired`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved" | "cursor_invalid" | "cursor_expired";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-emails-settings": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        smtpConfigured: boolean;
                        partyEmails: boolean;
                        livemode: boolean;
                    };
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-emails-get": {
        parameters: {
            query: {
                /** @description Which of the tenant's environments: the dashboard's live/sandbox switch. */
                environment: "live" | "sandbox";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"];
                };
            };
            /** @description Error codes: `validation_failed`, `tenant_unresolved`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "validation_failed" | "tenant_unresolved";
                        };
                    };
                };
            };
            401: components["responses"]["SessionAuthenticationFailed"];
            /** @description Error codes: `tenant_closed`, `csrf_failed`, `role_forbidden`, `key_forbidden`, `environment_disabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tenant_closed" | "csrf_failed" | "role_forbidden" | "key_forbidden" | "environment_disabled";
                        };
                    };
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Error codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "rate_limit_exceeded";
                        };
                    };
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
